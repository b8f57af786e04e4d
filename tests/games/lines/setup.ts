/** Registers Lines on import: the module an engine pool's workers import first (`setup`), and tests. */
import { registerLines } from './register';

registerLines();
