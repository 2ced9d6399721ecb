import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('loads its code when first shown, once', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Alva" />
        <Part name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Alva')).toBeTruthy();
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded', async () => {
    const Part = lazyPart(async () => ({ default: Greeting }));
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Alva" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Alva')).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Part = lazyPart<{ name: string }>(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await act(() => Part.preload());
    render(<Part name="Alva" />);
    expect(screen.getByText('Hello Alva')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
