import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The project's pure-react-router-calls plugin (decision 0007), set on by
 * SPIKE_PURE=1: does marking react-router's module-level calls pure shrink
 * the framework's client runtime?
 */
function pureReactRouterCalls(): Plugin {
  return {
    name: 'pure-react-router-calls',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const pure = code
        .replace(/(?<![\w.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}

export default defineConfig({
  plugins: [...(process.env.SPIKE_PURE ? [pureReactRouterCalls()] : []), reactRouter()],
});
