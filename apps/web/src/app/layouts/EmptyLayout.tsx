import { hasSellerInfo } from '@dcm/shared/content/seller-fields';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { readSellerInfo } from '../../lib/seller-info.ts';
import { SellerInfo } from './SellerInfo.tsx';

/**
 * /service1–4, /500 and the catch-all: no header and no site footer (SPEC §2), but the seller's legal
 * information, which Korean e-commerce law wants on every page of the shop (decision 0030).
 */
export function EmptyLayout() {
  const [seller] = useState(readSellerInfo);
  return (
    <>
      <main className="min-h-screen">
        <Outlet />
      </main>
      {hasSellerInfo(seller) && (
        <footer className="bg-white print:hidden">
          <SellerInfo seller={seller} />
        </footer>
      )}
    </>
  );
}
