/* import { A } from '../a/a.service.js'; */
export const C = 'c';
