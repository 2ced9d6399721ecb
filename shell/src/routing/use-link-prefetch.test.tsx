import { render } from '@testing-library/react';
import type { ComponentRegistry } from '../federation/component-registry';
import type { PageLoader } from '../page-loading/page-loader';
import { useLinkPrefetch } from './use-link-prefetch';

function Links({ pageLoader, registry }: { pageLoader: PageLoader; registry: ComponentRegistry }) {
  useLinkPrefetch(pageLoader, registry);
  return (
    <>
      <a href="/p/mascara/1#reviews">Mascara</a>
      <a href="https://elsewhere.example/p/2">Elsewhere</a>
      <a href="/p/3" target="_blank">New tab</a>
      <a href="/">Here</a>
    </>
  );
}

describe('links pointed at, touched or tabbed to', () => {
  it('fetch the next page and its code ahead of the click, for links the app would open itself', async () => {
    window.history.replaceState(null, '', '/');
    const page = { componentName: 'VariantViewModel', url: '/p/mascara/1', meta: { title: 'Mascara' }, currentTheme: 'default' };
    const pageLoader = { prefetch: jest.fn(async () => page) } as unknown as PageLoader;
    const registry = { hasComponent: () => true, loadComponent: jest.fn(async () => ({ default: () => null })) } as unknown as ComponentRegistry;
    const view = render(<Links pageLoader={pageLoader} registry={registry} />);
    for (const name of ['Mascara', 'Elsewhere', 'New tab', 'Here']) {
      view.getByText(name).dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    }
    view.getByText('Mascara').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((pageLoader.prefetch as jest.Mock).mock.calls).toEqual([['/p/mascara/1'], ['/p/mascara/1']]);
    expect(registry.loadComponent).toHaveBeenCalledWith('VariantViewModel');
  });
});
