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

export default defineConfig(({ mode }) => {
  const environment = environmentFor(mode);
  return {
    plugins: [react(), preloadAcceptJs(environment.acceptJsUrl)],
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
