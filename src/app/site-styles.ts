/**
 * Every always-loaded style sheet, in order: imported by both entries (the
 * SPA's src/main.tsx and the content pages' src/content-main.ts), so that
 * the build makes one shared CSS file of them.
 */
import '../ui/global.css';
import '../ui/content.css';
import './shell.css';
import './nav/desktop-nav.css';
import './nav/mobile-menu.css';
import '../pages/order-form/print-form.css';
