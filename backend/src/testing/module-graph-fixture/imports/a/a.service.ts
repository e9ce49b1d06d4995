// import { nothing } from '../c/c.service.js';
import { B } from '../b/b.service.js';
export { C } from '../c/c.service.js';

export const A = B;
