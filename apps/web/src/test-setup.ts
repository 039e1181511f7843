import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { ALL_NAMESPACES, initialLocale } from './lib/i18n.ts';

// jsdom has no ResizeObserver; the date picker's popper asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Pages render at once in tests: every catalogue, in both languages, is there before the first one.
await i18n.loadNamespaces(ALL_NAMESPACES);
await i18n.loadLanguages(['ko', 'en']);

afterEach(cleanup);

// Most files share one environment (vitest.config.ts): each starts in the browser's language, with
// nothing stored by the file before it.
localStorage.clear();
sessionStorage.clear();
await i18n.changeLanguage(initialLocale);
