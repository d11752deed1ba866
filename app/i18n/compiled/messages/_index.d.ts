/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Error_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_back_home: ((inputs?: Error_Back_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Back_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Latest release" |
*
* @param {Error_Latest_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_latest_release: ((inputs?: Error_Latest_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Latest_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next show" |
*
* @param {Error_Next_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_next_show: ((inputs?: Error_Next_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Next_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is nothing at this address. The shows and the music are one click away." |
*
* @param {Error_Not_Found_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_not_found_message: ((inputs?: Error_Not_Found_MessageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_MessageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title: ((inputs?: Error_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_Unexpected_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_heading: ((inputs?: Error_Unexpected_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unexpected_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Error_Unexpected_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_message: ((inputs?: Error_Unexpected_MessageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unexpected_MessageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Unexpected_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_title: ((inputs?: Error_Unexpected_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unexpected_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "a heart" |
*
* @param {Shell_A_HeartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_a_heart: ((inputs?: Shell_A_HeartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_A_HeartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Shell_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_bookings: ((inputs?: Shell_BookingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BookingsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings: {email}" |
*
* @param {Shell_Bookings_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_bookings_address: ((inputs: Shell_Bookings_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Bookings_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_LanguagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_languages: ((inputs?: Shell_LanguagesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_LanguagesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{logo}: home" |
*
* @param {Shell_Logo_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_logo_home: ((inputs: Shell_Logo_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Logo_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Made by {name} with" |
*
* @param {Shell_Made_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_made_by: ((inputs: Shell_Made_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Made_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu: ((inputs?: Shell_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close: ((inputs?: Shell_Menu_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu_open: ((inputs?: Shell_Menu_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Shell_Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_about: ((inputs?: Shell_Nav_AboutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_AboutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Shell_Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_home: ((inputs?: Shell_Nav_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_main: ((inputs?: Shell_Nav_MainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_MainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Shell_Nav_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_music: ((inputs?: Shell_Nav_MusicInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_MusicInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tour" |
*
* @param {Shell_Nav_TourInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_tour: ((inputs?: Shell_Nav_TourInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_TourInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Shell_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_press_kit: ((inputs?: Shell_Press_KitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Press_KitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Shell_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_privacy: ((inputs?: Shell_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Socials" |
*
* @param {Shell_SocialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_socials: ((inputs?: Shell_SocialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_SocialsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This page in {language}" |
*
* @param {Shell_This_Page_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_this_page_in: ((inputs: Shell_This_Page_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_This_Page_InInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Shell_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_tour_dates: ((inputs?: Shell_Tour_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Tour_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
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
