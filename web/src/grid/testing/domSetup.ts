// DOM test setup, imported by the grid's component tests (the web project has no global
// setup file): jest-dom matchers, and unmounting after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
