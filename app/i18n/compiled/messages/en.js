/* eslint-disable */
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


export const error_back_home = /** @type {(inputs: Error_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const error_latest_release = /** @type {(inputs: Error_Latest_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest release`)
};

export const error_next_show = /** @type {(inputs: Error_Next_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next show`)
};

export const error_not_found_message = /** @type {(inputs: Error_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address. The shows and the music are one click away.`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const error_unexpected_heading = /** @type {(inputs: Error_Unexpected_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

export const error_unexpected_message = /** @type {(inputs: Error_Unexpected_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const error_unexpected_title = /** @type {(inputs: Error_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const shell_a_heart = /** @type {(inputs: Shell_A_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a heart`)
};

export const shell_bookings = /** @type {(inputs: Shell_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const shell_bookings_address = /** @type {(inputs: Shell_Bookings_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bookings: ${i?.email}`)
};

export const shell_languages = /** @type {(inputs: Shell_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const shell_logo_home = /** @type {(inputs: Shell_Logo_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.logo}: home`)
};

export const shell_made_by = /** @type {(inputs: Shell_Made_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Made by ${i?.name} with `)
};

export const shell_menu = /** @type {(inputs: Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_menu_open = /** @type {(inputs: Shell_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const shell_nav_about = /** @type {(inputs: Shell_Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const shell_nav_home = /** @type {(inputs: Shell_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const shell_nav_main = /** @type {(inputs: Shell_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const shell_nav_music = /** @type {(inputs: Shell_Nav_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

export const shell_nav_tour = /** @type {(inputs: Shell_Nav_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour`)
};

export const shell_press_kit = /** @type {(inputs: Shell_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

export const shell_privacy = /** @type {(inputs: Shell_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_socials = /** @type {(inputs: Shell_SocialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socials`)
};

export const shell_this_page_in = /** @type {(inputs: Shell_This_Page_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This page in ${i?.language}`)
};

export const shell_tour_dates = /** @type {(inputs: Shell_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour dates`)
};