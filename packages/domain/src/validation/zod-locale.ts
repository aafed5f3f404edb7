import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

// zod's own messages (a number sent for a text, an unknown option…) in French, wherever a schema gives none of its
// own: the server answers them in its 400s and the forms show them. Only the French catalogue is loaded.
z.config(fr());
