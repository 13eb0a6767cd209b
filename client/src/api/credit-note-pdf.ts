/** A credit note's own path, under which its PDF and e-invoice are. */
export const creditNotePath = (id: number) => `/api/credit-notes/${id}`;

/**
 * Where a credit note's PDF is, for the invoice view's list and the Credit Notes table: a plain
 * link, the session cookie goes with it.
 */
export const creditNotePdfUrl = (id: number) => `${creditNotePath(id)}/pdf`;
