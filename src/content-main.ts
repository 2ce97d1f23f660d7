import { installShellBehaviours } from './app/shell';
import './app/site-styles';

/**
 * A content page's whole script (content.html, decision 0172): the page
 * arrives rendered by the server with its live data, so the browser only
 * needs the shell's behaviours; no React.
 */
installShellBehaviours();
document.documentElement.dataset.app = 'ready';
