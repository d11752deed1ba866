// The reminders module's public file (pure and UI exports): other code imports the module through here.
export { RemindBox } from "./components/remind-form.tsx";
export { REMIND_PATH, REMINDER_POST_PATHS, type ReminderSubject, remindPath } from "./reminders.ts";
