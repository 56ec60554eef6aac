// The conformance kit over every player count and option set of this game (../conformance.ts).
import { conformanceTests } from '../conformance.ts';

conformanceTests('chimps-on-mars');
