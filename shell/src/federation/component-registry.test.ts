import { createComponentRegistry, remoteModuleId } from './component-registry';
import { loadFallbackModule } from './load-fallback-module';

const StartPage = () => null;
const config = {
  components: { StartPageViewModel: { remote: 'catalog', module: './StartPage' } },
  slots: { 'header:quick-search': { remote: 'catalog', module: './QuickSearch' } },
};

describe('component registry', () => {
  it('loads the module the shell config names for a page type', async () => {
    const load = jest.fn(async () => ({ default: StartPage }));
    const registry = createComponentRegistry(config, load);
    await expect(registry.loadComponent('StartPageViewModel')).resolves.toEqual({ default: StartPage });
    expect(load).toHaveBeenCalledWith('catalog/StartPage');
  });

  it('follows the config, not code: another config maps the same name elsewhere', async () => {
    const load = jest.fn(async () => ({ default: StartPage }));
    const registry = createComponentRegistry({ components: { StartPageViewModel: { remote: 'campaigns', module: './Start' } }, slots: {} }, load);
    await registry.loadComponent('StartPageViewModel');
    expect(load).toHaveBeenCalledWith('campaigns/Start');
  });

  it('rejects an unknown name with "Component X does not exist"', async () => {
    const registry = createComponentRegistry(config, jest.fn());
    await expect(registry.loadComponent('CheckoutPageViewModel')).rejects.toThrow(new Error('Component CheckoutPageViewModel does not exist'));
    await expect(registry.loadComponent('toString')).rejects.toThrow('Component toString does not exist');
  });

  it('loads a module once and keeps it', async () => {
    const load = jest.fn(async () => ({ default: StartPage }));
    const registry = createComponentRegistry(config, load);
    await registry.loadComponent('StartPageViewModel');
    await registry.loadComponent('StartPageViewModel');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the remote again after a failure, a fallback module or forget()', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(loadFallbackModule('catalog/StartPage', new Error('offline')))
      .mockResolvedValue({ default: StartPage });
    const registry = createComponentRegistry(config, load);
    await expect(registry.loadComponent('StartPageViewModel')).rejects.toThrow('offline');
    await registry.loadComponent('StartPageViewModel');
    await registry.loadComponent('StartPageViewModel');
    registry.forget('catalog/StartPage');
    await registry.loadComponent('StartPageViewModel');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('rejects a module without a renderable default export', async () => {
    const registry = createComponentRegistry(config, async () => ({ StartPage }));
    await expect(registry.loadComponent('StartPageViewModel')).rejects.toThrow('Remote module catalog/StartPage has no default export to render');
  });

  it('resolves slots from the config', async () => {
    const load = jest.fn(async () => ({ default: StartPage }));
    const registry = createComponentRegistry(config, load);
    expect(registry.hasSlot('header:quick-search')).toBe(true);
    expect(registry.hasSlot('product:social-sections')).toBe(false);
    await registry.loadSlot('header:quick-search');
    expect(load).toHaveBeenCalledWith('catalog/QuickSearch');
  });

  it('names modules the way loadRemote expects', () => {
    expect(remoteModuleId({ remote: 'catalog', module: './VariantPage' })).toBe('catalog/VariantPage');
  });

  it('knows a module once it has arrived (rendered at once then), never a stand-in, and forgets it for a retry', async () => {
    const registry = createComponentRegistry(config, async (id) => (id === 'catalog/QuickSearch' ? loadFallbackModule(id, new Error('down')) : { default: StartPage }));
    expect(registry.loaded('catalog/StartPage')).toBeUndefined();
    await registry.loadComponent('StartPageViewModel');
    expect(registry.loaded('catalog/StartPage')).toEqual({ default: StartPage });
    await registry.loadSlot('header:quick-search').catch(() => undefined);
    expect(registry.loaded('catalog/QuickSearch')).toBeUndefined();
    registry.forget('catalog/StartPage');
    expect(registry.loaded('catalog/StartPage')).toBeUndefined();
  });
});
