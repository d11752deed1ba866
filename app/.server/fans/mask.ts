/** A fan's address as logs may show it, "j***@example.com": the mail module's one definition. */
export { maskAddress as maskEmail } from "../mail/mask.ts";
