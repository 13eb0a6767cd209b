import '@testing-library/jest-dom/vitest';
import './client-i18n';

// Menus and tooltips fetch their Radix parts on demand in the app (once the page is idle); component
// tests start with them, so a click finds the menu as a person's does, however busy the machine.
import { loadParts as loadMenus } from '../client/src/components/ui/dropdown-menu';
import { loadParts as loadTooltips } from '../client/src/components/ui/tooltip';

await Promise.all([loadMenus(), loadTooltips()]);
