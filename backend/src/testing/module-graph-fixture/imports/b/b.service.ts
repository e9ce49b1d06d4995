export const B = 'b';

export const loadA = (): Promise<unknown> => import('../a/a.service.js');
