// What a team's server bundle renders its pages with. Imported by the bundle's generated entry only (react-dom/server
// never reaches a browser build).
export { createPageRenderer, type AppShellForRender, type PageRenderInput, type RenderPage } from './render-page';
