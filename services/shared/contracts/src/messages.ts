/** Italian texts that both a server answer and a screen show; as docs/product/texts.md lists them. */
export const MESSAGES = {
  bookingName: 'Il nome deve contenere almeno 2 caratteri',
  bookingEmail: 'Inserisci un indirizzo email valido',
  bookingPhone: 'Inserisci un numero di telefono valido',
  formName: 'Nome richiesto',
  formEmail: 'Email non valida',
  formPhone: 'Numero di telefono richiesto',
  contactMessage: 'Messaggio troppo breve',
  pastDate: 'Non puoi selezionare una data passata.',
  endInPast: 'La data di fine non può essere nel passato.',
  endBeforeStart: 'La data di fine deve essere uguale o successiva alla data di inizio.',
  passwordRequired: 'Tutti i campi sono obbligatori',
  passwordLength: 'La nuova password deve essere di almeno 8 caratteri',
  passwordMismatch: 'Le password non corrispondono',
  passwordSame: 'La nuova password deve essere diversa da quella attuale',
  passwordComplexity: 'La password deve contenere maiuscole, minuscole, numeri e caratteri speciali',
  bookingRequestOk: 'Ti contatteremo a breve per confermare la disponibilità.',
  boatNotAvailable: "La barca non è disponibile per le date selezionate. Scegli altre date o un'altra barca.",
  bookingOverlap: 'Le date si sovrappongono a una prenotazione confermata per questa barca.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  tooManyLogins: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  invalidCredentials: 'Credenziali non valide. Riprova.',
  unauthenticated: 'Accesso richiesto: effettua il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
  notFound: 'Risorsa non trovata.',
  invalidBody: 'Dati non validi.',
  serverError: 'Si è verificato un errore interno. Riprova più tardi.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  crossSite: 'Richiesta da un altro sito rifiutata.',
} as const;

/** The symbols a new password must contain one of (docs/product/texts.md#password). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Today's rentals start in the morning: after the cut-off hour today can no longer be asked for. */
export const sameDayClosedMessage = (cutoffHour: number): string =>
  `Le prenotazioni per oggi si chiudono alle ${String(cutoffHour).padStart(2, '0')}:00: scegli una data da domani.`;
