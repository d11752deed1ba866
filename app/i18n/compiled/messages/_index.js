/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Error_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_back_home = /** @type {((inputs?: Error_Back_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Back_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_back_home(inputs)
	return __en.error_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Latest release" |
*
* @param {Error_Latest_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_latest_release = /** @type {((inputs?: Error_Latest_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Latest_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_latest_release(inputs)
	return __en.error_latest_release(inputs)
});
/**
* | output |
* | --- |
* | "Next show" |
*
* @param {Error_Next_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_next_show = /** @type {((inputs?: Error_Next_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Next_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_next_show(inputs)
	return __en.error_next_show(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing at this address. The shows and the music are one click away." |
*
* @param {Error_Not_Found_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_not_found_message = /** @type {((inputs?: Error_Not_Found_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_not_found_message(inputs)
	return __en.error_not_found_message(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title = /** @type {((inputs?: Error_Not_Found_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_not_found_title(inputs)
	return __en.error_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_Unexpected_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_heading = /** @type {((inputs?: Error_Unexpected_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unexpected_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_unexpected_heading(inputs)
	return __en.error_unexpected_heading(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Error_Unexpected_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_message = /** @type {((inputs?: Error_Unexpected_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unexpected_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_unexpected_message(inputs)
	return __en.error_unexpected_message(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Unexpected_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const error_unexpected_title = /** @type {((inputs?: Error_Unexpected_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unexpected_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_unexpected_title(inputs)
	return __en.error_unexpected_title(inputs)
});
/**
* | output |
* | --- |
* | "a heart" |
*
* @param {Shell_A_HeartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_a_heart = /** @type {((inputs?: Shell_A_HeartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_A_HeartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_a_heart(inputs)
	return __en.shell_a_heart(inputs)
});
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Shell_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_bookings = /** @type {((inputs?: Shell_BookingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BookingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_bookings(inputs)
	return __en.shell_bookings(inputs)
});
/**
* | output |
* | --- |
* | "Bookings: {email}" |
*
* @param {Shell_Bookings_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_bookings_address = /** @type {((inputs: Shell_Bookings_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Bookings_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_bookings_address(inputs)
	return __en.shell_bookings_address(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_LanguagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_languages = /** @type {((inputs?: Shell_LanguagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_LanguagesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_languages(inputs)
	return __en.shell_languages(inputs)
});
/**
* | output |
* | --- |
* | "{logo}: home" |
*
* @param {Shell_Logo_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_logo_home = /** @type {((inputs: Shell_Logo_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Logo_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_logo_home(inputs)
	return __en.shell_logo_home(inputs)
});
/**
* | output |
* | --- |
* | "Made by {name} with" |
*
* @param {Shell_Made_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_made_by = /** @type {((inputs: Shell_Made_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Made_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_made_by(inputs)
	return __en.shell_made_by(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu = /** @type {((inputs?: Shell_MenuInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_MenuInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_menu(inputs)
	return __en.shell_menu(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close = /** @type {((inputs?: Shell_Menu_CloseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_CloseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_menu_close(inputs)
	return __en.shell_menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_menu_open = /** @type {((inputs?: Shell_Menu_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_menu_open(inputs)
	return __en.shell_menu_open(inputs)
});
/**
* | output |
* | --- |
* | "About" |
*
* @param {Shell_Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_about = /** @type {((inputs?: Shell_Nav_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_AboutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_nav_about(inputs)
	return __en.shell_nav_about(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Shell_Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_home = /** @type {((inputs?: Shell_Nav_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_nav_home(inputs)
	return __en.shell_nav_home(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_main = /** @type {((inputs?: Shell_Nav_MainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_MainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_nav_main(inputs)
	return __en.shell_nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Shell_Nav_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_music = /** @type {((inputs?: Shell_Nav_MusicInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_MusicInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_nav_music(inputs)
	return __en.shell_nav_music(inputs)
});
/**
* | output |
* | --- |
* | "Tour" |
*
* @param {Shell_Nav_TourInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_tour = /** @type {((inputs?: Shell_Nav_TourInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_TourInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_nav_tour(inputs)
	return __en.shell_nav_tour(inputs)
});
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Shell_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_press_kit = /** @type {((inputs?: Shell_Press_KitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Press_KitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_press_kit(inputs)
	return __en.shell_press_kit(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Shell_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_privacy = /** @type {((inputs?: Shell_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_privacy(inputs)
	return __en.shell_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Socials" |
*
* @param {Shell_SocialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_socials = /** @type {((inputs?: Shell_SocialsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_SocialsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_socials(inputs)
	return __en.shell_socials(inputs)
});
/**
* | output |
* | --- |
* | "This page in {language}" |
*
* @param {Shell_This_Page_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_this_page_in = /** @type {((inputs: Shell_This_Page_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_This_Page_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_this_page_in(inputs)
	return __en.shell_this_page_in(inputs)
});
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Shell_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_tour_dates = /** @type {((inputs?: Shell_Tour_DatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Tour_DatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_tour_dates(inputs)
	return __en.shell_tour_dates(inputs)
});