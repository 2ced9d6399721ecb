import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Page() {
  const [isOpen, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Open terms</button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title="Terms">
        <p>Read these.</p>
        <a href="/info/terms">Full terms</a>
        <button>Accept</button>
      </Modal>
    </main>
  );
}

function openModal() {
  const utils = render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open terms' });
  opener.focus();
  fireEvent.click(opener);
  return { ...utils, opener, dialog: screen.getByRole('dialog') };
}

test('is a labelled modal dialog rendered in a portal, with focus moved into it', () => {
  const { container, dialog } = openModal();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Terms');
  expect(container.contains(dialog)).toBe(false);
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('Escape closes it after the 200 ms animation and focus returns to the opener', () => {
  const { opener, dialog } = openModal();
  fireEvent.keyDown(dialog, { key: 'Escape' });

  expect(document.activeElement).toBe(opener);
  expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull();
  expect(dialog.closest('.p_Overlay')?.getAttribute('data-state')).toBe('closing');
  act(() => jest.advanceTimersByTime(199));
  expect(document.body.contains(dialog)).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(document.body.contains(dialog)).toBe(false);
});

test('the close button and the backdrop close it too', () => {
  const { dialog } = openModal();
  fireEvent.click(screen.getByRole('button', { name: '/Common/Close' }));
  expect(dialog.closest('.p_Overlay')?.getAttribute('data-state')).toBe('closing');
  act(() => jest.advanceTimersByTime(200));

  fireEvent.click(screen.getByRole('button', { name: 'Open terms' }));
  const backdrop = document.querySelector('.p_Overlay__backdrop');
  if (!backdrop) throw new Error('no backdrop');
  fireEvent.click(backdrop);
  expect(document.querySelector('.p_Overlay')?.getAttribute('data-state')).toBe('closing');
});

test('Tab and Shift+Tab stay inside the dialog', () => {
  const { dialog } = openModal();
  const close = screen.getByRole('button', { name: '/Common/Close' });
  const accept = screen.getByRole('button', { name: 'Accept' });

  accept.focus();
  fireEvent.keyDown(accept, { key: 'Tab' });
  expect(document.activeElement).toBe(close);

  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(accept);

  dialog.focus();
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(accept);
});

test('locks page scrolling while open', () => {
  openModal();
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(document.body.style.overflow).toBe('');
});
