// How the charge page's charge ends: confirmed by the form (a registered card, the test provider) or by
// the provider's return (confirmed here with the provider, or abandoned: nothing is charged), and the
// way back (`returnTo`) and on (another charge).
import { ChargeStatus, type ChargeAnswer } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAbandonCharge, useConfirmCharge } from './api.ts';
import { forgetPageParams, providerReturnOf } from './provider-return.ts';
import { safeReturnPath } from './return-path.ts';

export function useChargeOutcome() {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmCharge();
  const { mutate: confirmCharge } = confirm;
  const { mutate: abandonCharge } = useAbandonCharge();

  // Read once: the provider's parameters leave the address as soon as they are handled.
  const [providerReturn, setProviderReturn] = useState(() => providerReturnOf(params));
  /** The parameters the form starts from: the page's own, also those kept while the provider's window was open. */
  const [start, setStart] = useState(() => providerReturn?.page ?? params);
  const [done, setDone] = useState<ChargeAnswer | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // Once per return, even when StrictMode runs effects twice: the ref outlives the second run.
    if (!providerReturn || handled.current) return;
    handled.current = true;
    forgetPageParams(providerReturn.chargeId);
    setParams(providerReturn.page, { replace: true });
    if (providerReturn.kind === 'confirm') confirmCharge({ chargeId: providerReturn.chargeId, body: providerReturn.body });
    else abandonCharge(providerReturn.chargeId);
  }, [providerReturn, confirmCharge, abandonCharge, setParams]);

  const confirmedByReturn = confirm.data?.status === ChargeStatus.confirmed ? confirm.data : null;
  const finished = done ?? confirmedByReturn;
  const returnTo = safeReturnPath(params.get('returnTo') ?? providerReturn?.page.get('returnTo') ?? null);

  const chargeAgain = () => {
    // What a payment lacked is paid now: the next charge starts empty, with the same way back.
    const next = new URLSearchParams(returnTo ? { returnTo } : {});
    setStart(next);
    setParams(next, { replace: true });
    setDone(null);
    setProviderReturn(null);
    confirm.reset();
  };
  /** After a confirmation that failed: the form again, with the amount the member came with. */
  const backToForm = () => {
    setProviderReturn(null);
    confirm.reset();
  };
  const retryConfirm = () => {
    if (providerReturn?.kind === 'confirm' && !confirm.isPending) confirmCharge({ chargeId: providerReturn.chargeId, body: providerReturn.body });
  };

  return { providerReturn, start, finished, returnTo, confirm, onConfirmed: setDone, chargeAgain, backToForm, retryConfirm };
}
