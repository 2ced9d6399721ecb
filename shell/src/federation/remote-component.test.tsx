import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createComponentRegistry } from './component-registry';
import { RemoteComponent } from './remote-component';

const ProductPage = ({ title }: { title: string }) => <h1>{title}</h1>;
const config = { components: { VariantViewModel: { remote: 'catalog', module: './ProductPage' } }, slots: {} };

describe('RemoteComponent', () => {
  it('renders a module that has arrived at once, without its loading fallback', async () => {
    const registry = createComponentRegistry(config, async () => ({ default: ProductPage }));
    await registry.loadComponent('VariantViewModel');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <RemoteComponent registry={registry} id="catalog/ProductPage" attempt={0} load={() => registry.loadComponent('VariantViewModel')} props={{ title: 'Mascara' }} />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByRole('heading', { name: 'Mascara' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends while a module is on its way', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    const registry = createComponentRegistry(config, () => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <RemoteComponent registry={registry} id="catalog/ProductPage" attempt={0} load={() => registry.loadComponent('VariantViewModel')} props={{ title: 'Mascara' }} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ default: ProductPage }));
    expect(await screen.findByRole('heading', { name: 'Mascara' })).toBeTruthy();
  });
});
