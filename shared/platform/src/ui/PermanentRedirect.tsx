import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerRecord } from '@handyman/platform';

/**
 * Sends the visitor to the address that replaces this one: a permanent redirect (301) from the
 * server, a history replacement in the browser (for in-app navigation).
 */
export function PermanentRedirect({ to }: { to: string }) {
  const record = useServerRecord();
  if (record) record.redirect = to;
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
