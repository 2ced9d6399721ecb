import { act, fireEvent, render, screen } from '@testing-library/react';
import { appShell, createBus, Slot as PlatformSlot, SlotRendererContext } from '@storefront/platform';
import { appShellFixture, shellConfigFixture, testServices, WithShell } from '../testing/shell-fixtures';
import { loadFallbackModule } from './load-fallback-module';
import { longestPressMs } from './press-under-way';
import { createSlotSchedule } from './slot-schedule';
import { renderSlot, Slot } from './slot';

const config = shellConfigFixture({ slots: { 'product:social-sections': { remote: 'social', module: './ProductSections' } } });
const Sections = ({ productCode }: { productCode: string }) => <p>Reviews of {productCode}</p>;

/** A slot schedule whose idle time comes when the test says (`due`), after the first screen. */
const idleSlot = () => {
  const bus = createBus({ channel: null });
  let runIdle: () => void = () => undefined;
  const slotSchedule = createSlotSchedule({
    bus,
    whenIdle: (task) => {
      runIdle = task;
      return () => undefined;
    },
  });
  const due = () =>
    act(async () => {
      slotSchedule.firstScreenShown();
      runIdle();
    });
  return { slotSchedule, due };
};
const quickSearch = shellConfigFixture({ slots: { 'header:quick-search': { remote: 'catalog', module: './QuickSearch' } } });

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
    const { slotSchedule, due } = idleSlot();
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
    await due();
    expect(await screen.findByText('quick search panel')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('catalog/QuickSearch');
  });

  describe('the keyboard’s place when the module takes over from its stand-in', () => {
    const teamSearch = { default: () => <input aria-label="team search" /> };

    function renderWithStandIn(load: () => Promise<unknown>, slotSchedule: ReturnType<typeof createSlotSchedule>) {
      render(
        <WithShell services={{ ...testServices(jest.fn(load), quickSearch), slotSchedule }}>
          <Slot name="header:quick-search">
            <input aria-label="plain search" />
          </Slot>
          <button type="button">elsewhere</button>
        </WithShell>,
      );
    }

    it('a focused stand-in keeps its focus while the module loads, and the module’s first control gets it when it mounts', async () => {
      const { slotSchedule, due } = idleSlot();
      let arrive: (module: unknown) => void = () => undefined;
      renderWithStandIn(() => new Promise((resolve) => (arrive = resolve)), slotSchedule);
      const standIn = screen.getByRole('textbox', { name: 'plain search' });
      standIn.focus();
      await due();
      expect(document.activeElement).toBe(standIn);
      await act(async () => arrive(teamSearch));
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'team search' }));
      expect(screen.queryByRole('textbox', { name: 'plain search' })).toBeNull();
    });

    it('focus elsewhere stays where it is', async () => {
      const { slotSchedule, due } = idleSlot();
      renderWithStandIn(async () => teamSearch, slotSchedule);
      const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
      elsewhere.focus();
      await due();
      expect(await screen.findByRole('textbox', { name: 'team search' })).toBeTruthy();
      expect(document.activeElement).toBe(elsewhere);
    });

    it('a module that cannot be loaded gives way to the failure notice with Retry, loaded once until then', async () => {
      const { slotSchedule, due } = idleSlot();
      const load = jest.fn().mockRejectedValueOnce(new Error('catalog is down')).mockResolvedValue(teamSearch);
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithStandIn(load, slotSchedule);
      await due();
      expect(await screen.findByText('This part of the page could not be shown right now.')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      });
      expect(await screen.findByRole('textbox', { name: 'team search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
      error.mockRestore();
    });
  });

  describe('a press on the stand-in as the module arrives', () => {
    /** The header's login slot with a button standing in, due, its module held until `arrive()`. */
    async function buttonStandIn() {
      const { slotSchedule, due } = idleSlot();
      let release: (module: unknown) => void = () => undefined;
      const clicked = jest.fn();
      const accountButton = shellConfigFixture({ slots: { 'header:account': { remote: 'account', module: './AccountButton' } } });
      const load = jest.fn(() => new Promise((resolve) => (release = resolve)));
      render(
        <WithShell services={{ ...testServices(load, accountButton), slotSchedule }}>
          <Slot name="header:account">
            <button type="button" onClick={clicked}>
              plain login
            </button>
          </Slot>
          <button type="button">elsewhere</button>
        </WithShell>,
      );
      await due();
      const teamLogin = { default: () => <button type="button">team login</button> };
      const arrive = () => act(async () => release(teamLogin));
      /** The module arrives, and only its own callbacks run: nothing flushes what React scheduled for later. */
      const arriveAlone = async () => {
        release(teamLogin);
        for (let hop = 0; hop < 20; hop++) await Promise.resolve();
      };
      return { standIn: screen.getByRole('button', { name: 'plain login' }), clicked, arrive, arriveAlone };
    }

    it('the module takes the stand-in’s place in the task its code arrives in: no press or focus can fall in between', async () => {
      const { arriveAlone } = await buttonStandIn();
      const actWarning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await arriveAlone();
        expect(screen.queryByRole('button', { name: 'team login' })).not.toBeNull();
        expect(screen.queryByRole('button', { name: 'plain login' })).toBeNull();
      } finally {
        actWarning.mockRestore();
      }
      await act(async () => undefined);
    });

    it('keeps the stand-in until the press is released, so its click arrives; then the module takes over', async () => {
      jest.useFakeTimers();
      try {
        const { standIn, clicked, arrive } = await buttonStandIn();
        fireEvent.pointerDown(standIn);
        await arrive();
        expect(screen.getByRole('button', { name: 'plain login' })).toBe(standIn);
        fireEvent.pointerUp(standIn);
        fireEvent.click(standIn);
        expect(clicked).toHaveBeenCalledTimes(1);
        await act(async () => jest.runOnlyPendingTimers());
        expect(screen.getByRole('button', { name: 'team login' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'plain login' })).toBeNull();
      } finally {
        jest.useRealTimers();
      }
    });

    it('a press elsewhere does not hold the module back', async () => {
      const { arrive } = await buttonStandIn();
      fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
      await arrive();
      expect(screen.getByRole('button', { name: 'team login' })).toBeTruthy();
      fireEvent.pointerUp(screen.getByRole('button', { name: 'elsewhere' }));
    });

    it('a press never released holds the module back for at most a few seconds', async () => {
      jest.useFakeTimers();
      try {
        const { standIn, arrive } = await buttonStandIn();
        fireEvent.pointerDown(standIn);
        await arrive();
        await act(async () => jest.advanceTimersByTime(longestPressMs - 1));
        expect(screen.queryByRole('button', { name: 'team login' })).toBeNull();
        await act(async () => jest.advanceTimersByTime(1));
        expect(screen.getByRole('button', { name: 'team login' })).toBeTruthy();
        fireEvent.pointerUp(document.body);
        await act(async () => jest.runOnlyPendingTimers());
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
