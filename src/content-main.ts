import './ui/global.css';
import './ui/content.css';
import './app/shell.css';
import './app/nav/desktop-nav.css';
import './pages/order-form/print-form.css';

// Provisional (the shell module's entry comes with the shell branch).
document.documentElement.dataset.app = 'ready';
