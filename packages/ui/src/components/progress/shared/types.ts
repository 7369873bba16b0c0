/** Where a card's data stands: still loading, shown, or failed to load (with a retry). */
export const cardStatuses = ['loading', 'ready', 'error'] as const;
export type CardStatus = (typeof cardStatuses)[number];
