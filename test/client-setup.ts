import '@testing-library/jest-dom/vitest';
import './client-i18n';
