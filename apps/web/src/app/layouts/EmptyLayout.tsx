import { Outlet } from 'react-router';

/** /service1–4, /500 and the catch-all: no header or footer (SPEC §2). */
export function EmptyLayout() {
  return (
    <main className="min-h-screen">
      <Outlet />
    </main>
  );
}
