import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { environmentFor } from './src/domain/environments';

/** Preloads the payment script so it downloads beside the app's own code. */
function preloadAcceptJs(url: string): Plugin {
  return {
    name: 'preload-accept-js',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', as: 'script', href: url }, injectTo: 'head' },
    ],
  };
}

/**
 * react-router's build creates its contexts and Link/NavLink/Form at module
 * level with React.createContext/forwardRef calls, and labels them with
 * `X.displayName = ...` writes, that the bundler must assume have side
 * effects, so everything they reference stays in the bundle. The calls are
 * pure and the labels only serve React DevTools: marking the one and dropping
 * the other lets tree-shaking remove the unused parts (see docs/notes/site.md).
 */
function pureReactRouterCalls(): Plugin {
  return {
    name: 'pure-react-router-calls',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const pure = code
        .replace(/(?<![\w.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
        // Module-level `X.displayName = "..."` writes (devtools labels) keep X alive.
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}

export default defineConfig(({ mode }) => {
  const environment = environmentFor(mode);
  return {
    plugins: [react(), pureReactRouterCalls(), preloadAcceptJs(environment.acceptJsUrl)],
    define: {
      __PAYMENT_ENV__: JSON.stringify(environment.name),
    },
    build: {
      outDir: process.env.PUJA_DIST_DIR ?? 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
    },
    server: {
      port: 5173,
      proxy: {
        '/puja-web-v2': `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
        '/sandbox-gateway': `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
      },
    },
  };
});
