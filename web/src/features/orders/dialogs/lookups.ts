// The REST look-ups of the order dialogs (spec 001 §7 Orders): the wholesale customer name
// autocomplete and details (§5: details only with email, region and id), the rep check, the
// ZIP's city and state, and the address validation. Online only: the dialogs keep working
// offline without them.
import type { Customer, SalesRep, WofRepAnswer } from '@portal/shared';
import type {
  AddressConfirm,
  AddressConfirmation,
  CityState,
} from '@portal/shared/api/order-lookups.ts';
import { splitUsZip } from '@portal/shared/api/order-lookups.ts';
import { api, HttpError, isCancelled } from '../../../api/index.ts';
import { showToast } from '../../../ui/toasts/queue.ts';

/** 001 §8 wholesale look-ups: a toast with the server's message; a cancelled one is silent. */
function announce(error: unknown): null {
  if (isCancelled(error)) return null;
  const text = error instanceof HttpError ? error.serverMessage : undefined;
  showToast('error', text ? { text } : { id: 'msgCodes.orderDialogs.lookupFailed' });
  return null;
}

/** POST /orders/wof/customer/name/autocomplete: the customers whose name holds the text. */
export async function searchCustomers(text: string): Promise<readonly Customer[] | null> {
  if (text.trim() === '') return [];
  try {
    const answer = await api.post<{ data: Customer[] }>(
      '/orders/wof/customer/name/autocomplete',
      { text: text.trim() },
      { family: 'order-dialog-customer', background: true },
    );
    return answer.data;
  } catch (error) {
    return announce(error);
  }
}

/** POST /orders/wof/customer/details, only when email, region and id are all present (§5). */
export async function customerDetails(
  email: string | undefined,
  customer: Pick<Customer, 'id' | 'region'>,
): Promise<Customer | null> {
  const { id, region } = customer;
  if (!email || !region || !id) return null;
  try {
    const answer = await api.post<{ data: Customer }>(
      '/orders/wof/customer/details',
      { email, region, id },
      { family: 'order-dialog-customer-details', background: true },
    );
    return answer.data;
  } catch (error) {
    return announce(error);
  }
}

/** The rep check's verdict: the rep, or the server's refusal message (001 §7). */
export type RepVerdict =
  { readonly ok: true; readonly rep: SalesRep } | { readonly ok: false; readonly message: string };

/**
 * POST /orders/wof/rep (001 §7 "errors throw the response data"): the rep when the server takes
 * the number for the customer, else its message (404 not on file, 422 may not take the order).
 * null when there is no verdict (offline, cancelled, a server failure): the number is kept.
 */
export async function checkRep(
  repNumber: string,
  customer: string | undefined,
): Promise<RepVerdict | null> {
  try {
    const answer = await api.post<WofRepAnswer>(
      '/orders/wof/rep',
      { repNumber, ...(customer ? { customer } : {}) },
      { family: 'order-dialog-rep', background: true },
    );
    return { ok: true, rep: answer.data.rep };
  } catch (error) {
    const refused =
      error instanceof HttpError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401;
    return refused && error.serverMessage ? { ok: false, message: error.serverMessage } : null;
  }
}

/** GET /shippers/usps/citystate/{zip}: null for a ZIP that is not a US one or not known. */
export async function cityStateOf(zip: string): Promise<CityState | null> {
  const parts = splitUsZip(zip);
  if (!parts) return null;
  try {
    const answer = await api.get<{ data: CityState }>(`/shippers/usps/citystate/${parts.zip}`, {
      family: 'order-dialog-citystate',
      background: true,
    });
    return answer.data;
  } catch {
    return null; // An unknown ZIP only leaves city and state to the user.
  }
}

/** POST /shippers/ups/confirm: valid, or what differs and the ZIP's own city and state. */
export async function confirmAddress(address: AddressConfirm): Promise<AddressConfirmation | null> {
  try {
    const answer = await api.post<{ data: AddressConfirmation }>('/shippers/ups/confirm', address, {
      family: 'order-dialog-confirm',
    });
    return answer.data;
  } catch (error) {
    return announce(error);
  }
}
