export const EVENT_CARDS_SQL = 'SELECT 1';
