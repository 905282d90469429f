import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { syncSiteStoreAcrossTabs } from '@handyman/shared';
import { createShellRouter } from './routing/router';

export function App() {
  const [router] = useState(createShellRouter);
  useEffect(() => syncSiteStoreAcrossTabs(), []);
  return <RouterProvider router={router} />;
}
