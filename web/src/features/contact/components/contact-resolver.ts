import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessage } from '@nbp/contracts/http/notification';

/** The contact form's checks: the shared contract, the same the notification service applies. */
export const contactResolver = zodResolver(contactMessage);
