import { act, fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from './drawer';

test('slides from the chosen side as a labelled dialog; Escape closes', () => {
  jest.useFakeTimers();
  try {
    const onClose = jest.fn();
    const { rerender } = render(
      <Drawer isOpen onClose={onClose} title="Menu" side="left">
        <a href="/c/makeup">Makeup</a>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.className).toContain('p_Drawer--left');
    expect(dialog.getAttribute('aria-modal')).toBe('true');

    fireEvent.keyDown(screen.getByRole('link', { name: 'Makeup' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Drawer isOpen={false} onClose={onClose} title="Menu" side="left">
        <a href="/c/makeup">Makeup</a>
      </Drawer>,
    );
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('Escape in a modal inside a drawer closes only the innermost', () => {
  const closeDrawer = jest.fn();
  const closeInner = jest.fn();
  render(
    <Drawer isOpen onClose={closeDrawer} title="Cart" side="right">
      <Drawer isOpen onClose={closeInner} title="Remove item?" side="right">
        <button>Yes</button>
      </Drawer>
    </Drawer>,
  );
  fireEvent.keyDown(screen.getByRole('button', { name: 'Yes' }), { key: 'Escape' });
  expect(closeInner).toHaveBeenCalledTimes(1);
  expect(closeDrawer).not.toHaveBeenCalled();
});
