/**
 * Where a credit note's PDF is, for the invoice view's list and the Credit Notes table: a plain
 * link, the session cookie goes with it.
 */
export const creditNotePdfUrl = (id: number) => `/api/credit-notes/${id}/pdf`;
