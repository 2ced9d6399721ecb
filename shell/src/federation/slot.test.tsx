import { act, fireEvent, render, screen } from '@testing-library/react';
import { appShell, createBus, Slot as PlatformSlot, SlotRendererContext } from '@storefront/platform';
import { appShellFixture, shellConfigFixture, testServices, WithShell } from '../testing/shell-fixtures';
import { loadFallbackModule } from './load-fallback-module';
import { createSlotSchedule } from './slot-schedule';
import { renderSlot, Slot } from './slot';

const config = shellConfigFixture({ slots: { 'product:social-sections': { remote: 'social', module: './ProductSections' } } });
const Sections = ({ productCode }: { productCode: string }) => <p>Reviews of {productCode}</p>;

describe('Slot', () => {
  beforeEach(() => appShell.set(appShellFixture()));

  it('mounts the module the config maps to the slot, with its props', async () => {
    const load = jest.fn(async () => ({ default: Sections }));
    render(
      <WithShell services={testServices(load, config)}>
        <Slot name="product:social-sections" props={{ productCode: '1234' }} />
      </WithShell>,
    );
    expect(await screen.findByText('Reviews of 1234')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('social/ProductSections');
  });

  it('fills the platform Slot that a remote renders', async () => {
    const load = jest.fn(async () => ({ default: Sections }));
    render(
      <WithShell services={testServices(load, config)}>
        <SlotRendererContext.Provider value={renderSlot}>
          <PlatformSlot name="product:social-sections" props={{ productCode: '5678' }} />
        </SlotRendererContext.Provider>
      </WithShell>,
    );
    expect(await screen.findByText('Reviews of 5678')).toBeTruthy();
  });

  it('shows its children when the config has no such slot', () => {
    render(
      <WithShell services={testServices(jest.fn(), config)}>
        <Slot name="header:quick-search">
          <p>plain search</p>
        </Slot>
      </WithShell>,
    );
    expect(screen.getByText('plain search')).toBeTruthy();
  });

  it('says the part could not be shown and loads it again on Retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('social is down')).mockResolvedValue({ default: Sections });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <WithShell services={testServices(load, config)}>
        <Slot name="product:social-sections" props={{ productCode: '1234' }} />
        <p>rest of the page</p>
      </WithShell>,
    );
    expect(await screen.findByText('This part of the page could not be shown right now.')).toBeTruthy();
    expect(screen.getByText('rest of the page')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Reviews of 1234')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('renders the fallback module of the federation runtime with a working Retry', async () => {
    const load = jest.fn().mockResolvedValueOnce(loadFallbackModule('social/ProductSections', new Error('down'))).mockResolvedValue({ default: Sections });
    render(
      <WithShell services={testServices(load, config)}>
        <Slot name="product:social-sections" props={{ productCode: '1234' }} />
      </WithShell>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('Reviews of 1234')).toBeTruthy();
  });

  it('keeps a render error inside the slot', async () => {
    const Broken = () => {
      throw new Error('bad data');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <WithShell services={testServices(async () => ({ default: Broken }), config)}>
        <Slot name="product:social-sections" />
        <p>rest of the page</p>
      </WithShell>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('rest of the page')).toBeTruthy();
    error.mockRestore();
  });

  it('keeps the stand-in of a slot that waits for idle time, and mounts the module once it is due', async () => {
    const bus = createBus({ channel: null });
    let runIdle: () => void = () => undefined;
    const slotSchedule = createSlotSchedule({
      bus,
      whenIdle: (task) => {
        runIdle = task;
        return () => undefined;
      },
    });
    const quickSearch = shellConfigFixture({ slots: { 'header:quick-search': { remote: 'catalog', module: './QuickSearch' } } });
    const load = jest.fn(async () => ({ default: () => <p>quick search panel</p> }));
    render(
      <WithShell services={{ ...testServices(load, quickSearch), slotSchedule }}>
        <Slot name="header:quick-search">
          <p>plain search</p>
        </Slot>
      </WithShell>,
    );
    expect(screen.getByText('plain search')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      slotSchedule.firstScreenShown();
      runIdle();
    });
    expect(await screen.findByText('quick search panel')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('catalog/QuickSearch');
  });
});
