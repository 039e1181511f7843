import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { AUDIENCES, introPath } from '../components/intro-content.ts';
import AdsPage from './AdsPage.tsx';
import ServiceIntroPage from './ServiceIntroPage.tsx';
import ServicePage from './ServicePage.tsx';

const pages: Array<[string, ReactElement]> = [
  ['/service', <ServicePage />],
  ['/ads', <AdsPage />],
  ...AUDIENCES.map((a): [string, ReactElement] => [introPath(a), <ServiceIntroPage audience={a} />]),
];

afterEach(() => i18n.changeLanguage('ko'));

describe('the service introduction pages', () => {
  for (const locale of ['ko', 'en'] as const) {
    it(`read in ${locale} with one title and no untranslated key`, async () => {
      await i18n.changeLanguage(locale);
      for (const [path, page] of pages) {
        const { unmount, container } = renderAt(path, page);
        expect(screen.getAllByRole('heading', { level: 1 }), path).toHaveLength(1);
        expect(container.textContent, path).not.toMatch(/\b(service|ads)\.[a-z]+\.[a-zA-Z.]+/);
        unmount();
      }
    });
  }

  it('each audience page leads to its main action and to the other three', async () => {
    await i18n.changeLanguage('en');
    renderAt('/service4', <ServiceIntroPage audience="quick" />);
    expect(screen.getByTestId('intro-main-action').getAttribute('href')).toBe('/quick/client');
    const others = screen.getByRole('navigation', { name: 'Other introductions' });
    expect([...others.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual(['/service1', '/service2', '/service3', '/service4']);
    expect(others.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/service4');
  });

  it('the dental lab promotion leads to the profile editor and the lab search', async () => {
    await i18n.changeLanguage('en');
    renderAt('/ads', <AdsPage />);
    expect(screen.getByTestId('ads-profile').getAttribute('href')).toBe('/profileModify');
    expect(screen.getByTestId('ads-search').getAttribute('href')).toBe('/center');
  });
});
