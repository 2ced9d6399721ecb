import { render, screen } from '@testing-library/react';
import { Slot, SlotRendererContext, type SlotRenderer } from './slot';

test('without a host the slot shows its fallback', () => {
  render(<Slot name="product:social-sections">no reviews yet</Slot>);
  expect(screen.getByText('no reviews yet')).toBeTruthy();
});

test('the host renders the named slot with its props', () => {
  const renderer: SlotRenderer = (name, props) => <p>{`${name} for ${String(props.code)}`}</p>;
  render(
    <SlotRendererContext.Provider value={renderer}>
      <Slot name="product:social-sections" props={{ code: '101785' }}>fallback</Slot>
    </SlotRendererContext.Provider>,
  );
  expect(screen.getByText('product:social-sections for 101785')).toBeTruthy();
  expect(screen.queryByText('fallback')).toBeNull();
});
