/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Error_Back_HomeInputs */
/** @typedef {{}} Error_Latest_ReleaseInputs */
/** @typedef {{}} Error_Next_ShowInputs */
/** @typedef {{}} Error_Not_Found_MessageInputs */
/** @typedef {{}} Error_Not_Found_TitleInputs */
/** @typedef {{}} Error_Unexpected_HeadingInputs */
/** @typedef {{}} Error_Unexpected_MessageInputs */
/** @typedef {{}} Error_Unexpected_TitleInputs */
/** @typedef {{}} Shell_A_HeartInputs */
/** @typedef {{}} Shell_BookingsInputs */
/** @typedef {{ email: NonNullable<unknown> }} Shell_Bookings_AddressInputs */
/** @typedef {{}} Shell_LanguagesInputs */
/** @typedef {{ logo: NonNullable<unknown> }} Shell_Logo_HomeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Made_ByInputs */
/** @typedef {{}} Shell_MenuInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_OpenInputs */
/** @typedef {{}} Shell_Nav_AboutInputs */
/** @typedef {{}} Shell_Nav_HomeInputs */
/** @typedef {{}} Shell_Nav_MainInputs */
/** @typedef {{}} Shell_Nav_MusicInputs */
/** @typedef {{}} Shell_Nav_TourInputs */
/** @typedef {{}} Shell_Press_KitInputs */
/** @typedef {{}} Shell_PrivacyInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_SocialsInputs */
/** @typedef {{ language: NonNullable<unknown> }} Shell_This_Page_InInputs */
/** @typedef {{}} Shell_Tour_DatesInputs */
export const error_back_home: (inputs: Error_Back_HomeInputs) => LocalizedString;
export const error_latest_release: (inputs: Error_Latest_ReleaseInputs) => LocalizedString;
export const error_next_show: (inputs: Error_Next_ShowInputs) => LocalizedString;
export const error_not_found_message: (inputs: Error_Not_Found_MessageInputs) => LocalizedString;
export const error_not_found_title: (inputs: Error_Not_Found_TitleInputs) => LocalizedString;
export const error_unexpected_heading: (inputs: Error_Unexpected_HeadingInputs) => LocalizedString;
export const error_unexpected_message: (inputs: Error_Unexpected_MessageInputs) => LocalizedString;
export const error_unexpected_title: (inputs: Error_Unexpected_TitleInputs) => LocalizedString;
export const shell_a_heart: (inputs: Shell_A_HeartInputs) => LocalizedString;
export const shell_bookings: (inputs: Shell_BookingsInputs) => LocalizedString;
export const shell_bookings_address: (inputs: Shell_Bookings_AddressInputs) => LocalizedString;
export const shell_languages: (inputs: Shell_LanguagesInputs) => LocalizedString;
export const shell_logo_home: (inputs: Shell_Logo_HomeInputs) => LocalizedString;
export const shell_made_by: (inputs: Shell_Made_ByInputs) => LocalizedString;
export const shell_menu: (inputs: Shell_MenuInputs) => LocalizedString;
export const shell_menu_close: (inputs: Shell_Menu_CloseInputs) => LocalizedString;
export const shell_menu_open: (inputs: Shell_Menu_OpenInputs) => LocalizedString;
export const shell_nav_about: (inputs: Shell_Nav_AboutInputs) => LocalizedString;
export const shell_nav_home: (inputs: Shell_Nav_HomeInputs) => LocalizedString;
export const shell_nav_main: (inputs: Shell_Nav_MainInputs) => LocalizedString;
export const shell_nav_music: (inputs: Shell_Nav_MusicInputs) => LocalizedString;
export const shell_nav_tour: (inputs: Shell_Nav_TourInputs) => LocalizedString;
export const shell_press_kit: (inputs: Shell_Press_KitInputs) => LocalizedString;
export const shell_privacy: (inputs: Shell_PrivacyInputs) => LocalizedString;
export const shell_skip_to_content: (inputs: Shell_Skip_To_ContentInputs) => LocalizedString;
export const shell_socials: (inputs: Shell_SocialsInputs) => LocalizedString;
export const shell_this_page_in: (inputs: Shell_This_Page_InInputs) => LocalizedString;
export const shell_tour_dates: (inputs: Shell_Tour_DatesInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Back_HomeInputs = {};
export type Error_Latest_ReleaseInputs = {};
export type Error_Next_ShowInputs = {};
export type Error_Not_Found_MessageInputs = {};
export type Error_Not_Found_TitleInputs = {};
export type Error_Unexpected_HeadingInputs = {};
export type Error_Unexpected_MessageInputs = {};
export type Error_Unexpected_TitleInputs = {};
export type Shell_A_HeartInputs = {};
export type Shell_BookingsInputs = {};
export type Shell_Bookings_AddressInputs = {
    email: NonNullable<unknown>;
};
export type Shell_LanguagesInputs = {};
export type Shell_Logo_HomeInputs = {
    logo: NonNullable<unknown>;
};
export type Shell_Made_ByInputs = {
    name: NonNullable<unknown>;
};
export type Shell_MenuInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_Menu_OpenInputs = {};
export type Shell_Nav_AboutInputs = {};
export type Shell_Nav_HomeInputs = {};
export type Shell_Nav_MainInputs = {};
export type Shell_Nav_MusicInputs = {};
export type Shell_Nav_TourInputs = {};
export type Shell_Press_KitInputs = {};
export type Shell_PrivacyInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_SocialsInputs = {};
export type Shell_This_Page_InInputs = {
    language: NonNullable<unknown>;
};
export type Shell_Tour_DatesInputs = {};
