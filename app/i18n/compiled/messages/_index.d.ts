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
* | "Stream on" |
*
* @param {Shell_Stream_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_stream_on: ((inputs?: Shell_Stream_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Stream_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{who} on {service}" |
*
* @param {Shell_On_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_on_service: ((inputs: Shell_On_ServiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_On_ServiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Home_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tour_dates: ((inputs?: Home_Tour_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tour_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next show" |
*
* @param {Home_Next_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show: ((inputs?: Home_Next_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Next_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next show:" |
*
* @param {Home_Next_Show_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show_named: ((inputs?: Home_Next_Show_NamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Next_Show_NamedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Home_Listen_To_Us_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_listen_to_us_on: ((inputs?: Home_Listen_To_Us_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Listen_To_Us_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Home_Listen_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_listen_on: ((inputs?: Home_Listen_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Listen_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Watch on" |
*
* @param {Home_Watch_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_watch_on: ((inputs?: Home_Watch_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Watch_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{weekday}, {month} {day}" |
*
* @param {Home_Next_Show_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show_day: ((inputs: Home_Next_Show_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Next_Show_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Music_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_title: ((inputs?: Music_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The albums and releases of {band}, and where to stream them." |
*
* @param {Music_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_description: ((inputs: Music_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Music_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_listen: ((inputs?: Music_ListenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_ListenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Streaming services" |
*
* @param {Music_Streaming_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_streaming_services: ((inputs?: Music_Streaming_ServicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Streaming_ServicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discography" |
*
* @param {Music_DiscographyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_discography: ((inputs?: Music_DiscographyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_DiscographyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The albums could not be loaded right now. Please check back soon." |
*
* @param {Music_Albums_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_albums_unavailable: ((inputs?: Music_Albums_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Albums_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No albums yet." |
*
* @param {Music_No_AlbumsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_no_albums: ((inputs?: Music_No_AlbumsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_No_AlbumsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Credits" |
*
* @param {Music_CreditsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_credits: ((inputs?: Music_CreditsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_CreditsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Music_Credits_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_credits_of: ((inputs: Music_Credits_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Credits_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Written by" |
*
* @param {Music_Written_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_written_by: ((inputs?: Music_Written_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Written_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Produced by" |
*
* @param {Music_Produced_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_produced_by: ((inputs?: Music_Produced_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Produced_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Recorded at" |
*
* @param {Music_Recorded_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_recorded_at: ((inputs?: Music_Recorded_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Recorded_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Music_Listen_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_listen_on: ((inputs?: Music_Listen_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Listen_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Album" |
*
* @param {Music_Kind_AlbumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_album: ((inputs?: Music_Kind_AlbumInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Kind_AlbumInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "EP" |
*
* @param {Music_Kind_EpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_ep: ((inputs?: Music_Kind_EpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Kind_EpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Single" |
*
* @param {Music_Kind_SingleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_single: ((inputs?: Music_Kind_SingleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Kind_SingleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{title} by {band} ({release}): where to listen, and its credits." |
*
* @param {Music_Release_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_description: ((inputs: Music_Release_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cover of {title}" |
*
* @param {Music_Release_CoverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_cover: ((inputs: Music_Release_CoverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_CoverInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tracks" |
*
* @param {Music_Release_TracksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_tracks: ((inputs?: Music_Release_TracksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_TracksInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Where to listen" |
*
* @param {Music_Release_Where_To_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_where_to_listen: ((inputs?: Music_Release_Where_To_ListenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_Where_To_ListenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All music" |
*
* @param {Music_Release_All_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_all_music: ((inputs?: Music_Release_All_MusicInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_All_MusicInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This release could not be loaded right now. Please check back soon." |
*
* @param {Music_Release_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_unavailable: ((inputs?: Music_Release_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Music_Release_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Pages_About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_about_title: ((inputs?: Pages_About_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_About_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The story" |
*
* @param {Pages_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_story: ((inputs?: Pages_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The band" |
*
* @param {Pages_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_members: ((inputs?: Pages_MembersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_MembersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Pages_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_press_kit: ((inputs?: Pages_Press_KitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Press_KitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Pages_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_title: ((inputs?: Pages_Privacy_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What {band} keep about fans who follow the band, why, for how long, and how to leave." |
*
* @param {Pages_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_description: ((inputs: Pages_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This site sets no cookies and runs no tracking. The one thing it keeps about a person is what they give when they ask to hear about shows near them, or to be..." |
*
* @param {Pages_Privacy_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_lead: ((inputs?: Pages_Privacy_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What we keep" |
*
* @param {Pages_Privacy_What_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_what_title: ((inputs?: Pages_Privacy_What_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_What_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail address, the place you gave (with its map position) and how far you will travel; when you ticked the consent line and the page you signed up on a..." |
*
* @param {Pages_Privacy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_what: ((inputs?: Pages_Privacy_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why" |
*
* @param {Pages_Privacy_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_why_title: ((inputs?: Pages_Privacy_Why_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Why_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Only to e-mail you when {band} announce a show within your distance, or when a show we told you about is cancelled, postponed or moved. Nobody else gets the ..." |
*
* @param {Pages_Privacy_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_why: ((inputs: Pages_Privacy_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For how long" |
*
* @param {Pages_Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_how_long_title: ((inputs?: Pages_Privacy_How_Long_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_How_Long_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A sign-up that is not confirmed is deleted {hours} hours after its first confirmation e-mail (the server looks every hour), however often the form is sent ag..." |
*
* @param {Pages_Privacy_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_unconfirmed: ((inputs: Pages_Privacy_UnconfirmedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_UnconfirmedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A sent e-mail is kept {days} days, in case it went astray, and its copy on the server's disk too; one waiting to be sent is kept until it goes. When you leav..." |
*
* @param {Pages_Privacy_Sent_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_sent_mail: ((inputs: Pages_Privacy_Sent_MailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Sent_MailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To stop a flood of sign-ups, the server counts how often a connection and an address send the form: those counts are kept in the server's memory for at most ..." |
*
* @param {Pages_Privacy_Rate_LimitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_rate_limit: ((inputs: Pages_Privacy_Rate_LimitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Rate_LimitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "an hour" |
* | "other" | "{count} hours" |
*
* @param {Pages_Privacy_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_hours: ((inputs: Pages_Privacy_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A click on Get Tickets is counted once a day per show and connection: the server remembers that the connection's click was counted for at most {hours} hours,..." |
*
* @param {Pages_Privacy_Ticket_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_ticket_clicks: ((inputs: Pages_Privacy_Ticket_ClicksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Ticket_ClicksInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How to leave" |
*
* @param {Pages_Privacy_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave_title: ((inputs?: Pages_Privacy_Leave_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Leave_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every e-mail ends with a link to stop: a reminder's link stops that reminder alone, or, if you choose, every e-mail to you; following's link stops all e-mail..." |
*
* @param {Pages_Privacy_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave: ((inputs?: Pages_Privacy_LeaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_LeaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "and we delete it for you." |
*
* @param {Pages_Privacy_Leave_By_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave_by_mail: ((inputs?: Pages_Privacy_Leave_By_MailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Leave_By_MailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reminders of a show or a release" |
*
* @param {Pages_Privacy_Reminders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_title: ((inputs?: Pages_Privacy_Reminders_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Reminders_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When you ask to be reminded of a show, or e-mailed on a release's day, we keep your e-mail address, which show or release, when you ticked the consent line, ..." |
*
* @param {Pages_Privacy_RemindersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders: ((inputs?: Pages_Privacy_RemindersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_RemindersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Only for that show: one e-mail about a day before it, one when tickets go on sale, and one at once if it is cancelled, postponed or moved. For a release: one..." |
*
* @param {Pages_Privacy_Reminders_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_why: ((inputs?: Pages_Privacy_Reminders_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Reminders_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A reminder that is not confirmed is deleted {hours} hours after its first e-mail. A confirmed one is deleted {days} day after its show, {late} days after its..." |
*
* @param {Pages_Privacy_Reminders_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_how_long: ((inputs: Pages_Privacy_Reminders_How_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Reminders_How_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Counted visits" |
*
* @param {Pages_Privacy_Visits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_visits_title: ((inputs?: Pages_Privacy_Visits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Visits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To know which pages fans read, the site counts how many times each page is opened each day, and which other sites visitors came from (the site's name only, s..." |
*
* @param {Pages_Privacy_VisitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_visits: ((inputs?: Pages_Privacy_VisitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_VisitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What your browser keeps" |
*
* @param {Pages_Privacy_Browser_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_browser_title: ((inputs?: Pages_Privacy_Browser_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_Browser_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser keeps one note from this site, named {note}: that it has fetched the band's fonts, so the pages after your first one draw them at once. It says ..." |
*
* @param {Pages_Privacy_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_browser: ((inputs: Pages_Privacy_BrowserInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pages_Privacy_BrowserInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming Shows" |
*
* @param {Shows_Upcoming_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_upcoming_title: ((inputs?: Shows_Upcoming_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Upcoming_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Shows_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_date_to_be_announced: ((inputs?: Shows_Date_To_Be_AnnouncedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Date_To_Be_AnnouncedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All {count} dates" |
*
* @param {Shows_All_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_all_dates: ((inputs: Shows_All_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_All_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Past shows" |
*
* @param {Shows_Past_Shows_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_shows_link: ((inputs?: Shows_Past_Shows_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Past_Shows_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No bookings for now! We'll be around..." |
*
* @param {Shows_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_none: ((inputs?: Shows_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The shows could not be loaded right now. Please check back soon." |
*
* @param {Shows_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_unavailable: ((inputs?: Shows_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "TBA" |
*
* @param {Shows_Tile_TbaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tile_tba: ((inputs?: Shows_Tile_TbaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Tile_TbaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Shows_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_add_to_calendar: ((inputs?: Shows_Add_To_CalendarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Add_To_CalendarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Shows_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_subscribe: ((inputs?: Shows_SubscribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_SubscribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Another calendar app" |
*
* @param {Shows_Another_Calendar_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_another_calendar_app: ((inputs?: Shows_Another_Calendar_AppInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Another_Calendar_AppInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar address" |
*
* @param {Shows_Calendar_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_calendar_address: ((inputs?: Shows_Calendar_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Calendar_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Copy address" |
*
* @param {Shows_Copy_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_copy_address: ((inputs?: Shows_Copy_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Copy_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Shows_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_copied: ((inputs?: Shows_CopiedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_CopiedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every show in your calendar, updated on its own." |
*
* @param {Shows_Feed_PitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_pitch: ((inputs?: Shows_Feed_PitchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Feed_PitchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Only the shows near you" |
*
* @param {Shows_Only_Near_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_only_near_you: ((inputs?: Shows_Only_Near_YouInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Only_Near_YouInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "at {venue}" |
*
* @param {Shows_At_VenueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_at_venue: ((inputs: Shows_At_VenueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_At_VenueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Shows_Fact_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_date: ((inputs?: Shows_Fact_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Original date" |
*
* @param {Shows_Fact_Original_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_original_date: ((inputs?: Shows_Fact_Original_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_Original_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Shows_Fact_VenueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_venue: ((inputs?: Shows_Fact_VenueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_VenueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Shows_Fact_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_support: ((inputs?: Shows_Fact_SupportInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_SupportInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price and ages" |
*
* @param {Shows_Fact_Price_And_AgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_price_and_ages: ((inputs?: Shows_Fact_Price_And_AgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_Price_And_AgesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Shows_Fact_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_tickets: ((inputs?: Shows_Fact_TicketsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_TicketsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Shows_Fact_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_notes: ((inputs?: Shows_Fact_NotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Fact_NotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Directions" |
*
* @param {Shows_DirectionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_directions: ((inputs?: Shows_DirectionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_DirectionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "to {venue}" |
*
* @param {Shows_Directions_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_directions_to: ((inputs: Shows_Directions_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Directions_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Doors {time} AM" |
*
* @param {Shows_Doors_AmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_am: ((inputs: Shows_Doors_AmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Doors_AmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Doors {time} PM" |
*
* @param {Shows_Doors_PmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_pm: ((inputs: Shows_Doors_PmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Doors_PmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Doors at {time}" |
*
* @param {Shows_Doors_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_at: ((inputs: Shows_Doors_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Doors_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Flyer" |
*
* @param {Shows_FlyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_flyer: ((inputs?: Shows_FlyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_FlyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Flyer for {show}" |
*
* @param {Shows_Flyer_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_flyer_of: ((inputs: Shows_Flyer_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Flyer_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open the flyer" |
*
* @param {Shows_Open_FlyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_open_flyer: ((inputs?: Shows_Open_FlyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Open_FlyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} at" |
*
* @param {Shows_Band_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_band_at: ((inputs: Shows_Band_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Band_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} live at" |
*
* @param {Shows_Band_Live_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_band_live_at: ((inputs: Shows_Band_Live_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Band_Live_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This show is cancelled." |
*
* @param {Shows_Is_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_is_cancelled: ((inputs?: Shows_Is_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Is_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This show is on now." |
*
* @param {Shows_Is_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_is_on_now: ((inputs?: Shows_Is_On_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Is_On_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New date to come: your tickets stay valid." |
*
* @param {Shows_Postponed_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_postponed_note: ((inputs?: Shows_Postponed_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Postponed_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This show has passed." |
*
* @param {Shows_Has_PassedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_has_passed: ((inputs?: Shows_Has_PassedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Has_PassedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On now" |
*
* @param {Shows_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_on_now: ((inputs?: Shows_On_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_On_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Postponed" |
*
* @param {Shows_Status_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_postponed: ((inputs?: Shows_Status_PostponedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Status_PostponedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Shows_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_cancelled: ((inputs?: Shows_Status_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Status_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Rescheduled" |
*
* @param {Shows_Status_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_rescheduled: ((inputs?: Shows_Status_RescheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Status_RescheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Moved from {date}" |
*
* @param {Shows_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_moved_from: ((inputs: Shows_Moved_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Moved_FromInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Shows_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tour_dates: ((inputs?: Shows_Tour_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Tour_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every upcoming show of {band}, soonest first, with tickets." |
*
* @param {Shows_Tour_Dates_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tour_dates_description: ((inputs: Shows_Tour_Dates_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Tour_Dates_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Past Shows" |
*
* @param {Shows_Past_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_title: ((inputs?: Shows_Past_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Past_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every show {band} has played, newest first." |
*
* @param {Shows_Past_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_description: ((inputs: Shows_Past_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Past_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No past shows yet: the first one is coming." |
*
* @param {Shows_Past_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_none: ((inputs?: Shows_Past_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Past_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming shows" |
*
* @param {Shows_Upcoming_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_upcoming_link: ((inputs?: Shows_Upcoming_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Upcoming_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Shows_Show_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_show_title: ((inputs?: Shows_Show_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Show_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "More shows" |
*
* @param {Shows_More_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_more_shows: ((inputs?: Shows_More_ShowsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_More_ShowsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All upcoming shows" |
*
* @param {Shows_All_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_all_upcoming: ((inputs?: Shows_All_UpcomingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_All_UpcomingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Shows Near You" |
*
* @param {Shows_Near_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_title: ((inputs?: Shows_Near_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error: {title}" |
*
* @param {Shows_Near_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_error_title: ((inputs: Shows_Near_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A calendar of only the {band} shows near where you live." |
*
* @param {Shows_Near_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_description: ((inputs: Shows_Near_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Only the shows near where you live, in your calendar, kept up to date on its own." |
*
* @param {Shows_Near_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_intro: ((inputs?: Shows_Near_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The shows within {within} of {place}." |
*
* @param {Shows_Near_Feed_ScopeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_feed_scope: ((inputs: Shows_Near_Feed_ScopeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Feed_ScopeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coming up near {place}" |
*
* @param {Shows_Near_Coming_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_coming_up: ((inputs: Shows_Near_Coming_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Coming_UpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None booked yet: when one is, it comes to your calendar on its own." |
*
* @param {Shows_Near_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_none: ((inputs?: Shows_Near_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which {place}?" |
*
* @param {Shows_Near_WhichInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_which: ((inputs: Shows_Near_WhichInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_WhichInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Several places have that name. Choose yours:" |
*
* @param {Shows_Near_SeveralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_several: ((inputs?: Shows_Near_SeveralInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_SeveralInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Somewhere else" |
*
* @param {Shows_Near_Somewhere_ElseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_somewhere_else: ((inputs?: Shows_Near_Somewhere_ElseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Somewhere_ElseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find the shows near you" |
*
* @param {Shows_Near_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_find: ((inputs?: Shows_Near_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_FindInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Where you are" |
*
* @param {Shows_Near_Place_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_place_label: ((inputs?: Shows_Near_Place_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Place_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A city and state or country, such as Tampa, FL, or a ZIP or postal code." |
*
* @param {Shows_Near_Place_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_place_hint: ((inputs?: Shows_Near_Place_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Place_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How far you will go" |
*
* @param {Shows_Near_Within_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_label: ((inputs?: Shows_Near_Within_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Within_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "In miles, or say km: 150 km." |
*
* @param {Shows_Near_Within_Hint_MiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_hint_mi: ((inputs?: Shows_Near_Within_Hint_MiInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Within_Hint_MiInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "In kilometres, or say mi: 100 mi." |
*
* @param {Shows_Near_Within_Hint_KmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_hint_km: ((inputs?: Shows_Near_Within_Hint_KmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_Within_Hint_KmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find the shows" |
*
* @param {Shows_Near_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_submit: ((inputs?: Shows_Near_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Near_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{heading} at {where}" |
*
* @param {Shows_Page_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_title_named: ((inputs: Shows_Page_Title_NamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Page_Title_NamedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "date to be announced" |
*
* @param {Shows_Page_Date_TbaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_date_tba: ((inputs?: Shows_Page_Date_TbaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Page_Date_TbaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} live at {where}, on {date}" |
*
* @param {Shows_Page_Sentence_DatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_sentence_dated: ((inputs: Shows_Page_Sentence_DatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Page_Sentence_DatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} live at {where}, date to be announced" |
*
* @param {Shows_Page_Sentence_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_sentence_undated: ((inputs: Shows_Page_Sentence_UndatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Page_Sentence_UndatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} at {venue}" |
*
* @param {Shows_Event_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_event_summary: ((inputs: Shows_Event_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Event_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} shows" |
*
* @param {Shows_Feed_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_name: ((inputs: Shows_Feed_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Feed_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} shows within {within} of {place}" |
*
* @param {Shows_Feed_Near_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_near_name: ((inputs: Shows_Feed_Near_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Feed_Near_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such show, or its date is not announced yet." |
*
* @param {Shows_Calendar_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_calendar_not_found: ((inputs?: Shows_Calendar_Not_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Calendar_Not_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Shows_Price_FreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_price_free: ((inputs?: Shows_Price_FreeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Price_FreeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ages {age}+" |
*
* @param {Shows_AgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_ages: ((inputs: Shows_AgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_AgesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "With {names}" |
*
* @param {Shows_LineupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_lineup: ((inputs: Shows_LineupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_LineupInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "a number of miles, such as {example}" |
*
* @param {Shows_Distance_How_MiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_how_mi: ((inputs: Shows_Distance_How_MiInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_How_MiInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "a number of kilometres, such as {example}" |
*
* @param {Shows_Distance_How_KmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_how_km: ((inputs: Shows_Distance_How_KmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_How_KmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Give a distance: {how}." |
*
* @param {Shows_Distance_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_missing: ((inputs: Shows_Distance_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "\"{text}\" is not a distance: give {how}." |
*
* @param {Shows_Distance_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_unreadable: ((inputs: Shows_Distance_UnreadableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_UnreadableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The distance must be at least {shortest}: give {how}." |
*
* @param {Shows_Distance_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_too_short: ((inputs: Shows_Distance_Too_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_Too_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{distance} is farther than we look for shows near you: give at most {longest}." |
*
* @param {Shows_Distance_Too_FarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_too_far: ((inputs: Shows_Distance_Too_FarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Distance_Too_FarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The shows could not be loaded right now. Please try again later." |
*
* @param {Shows_Unavailable_PlainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_unavailable_plain: ((inputs?: Shows_Unavailable_PlainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shows_Unavailable_PlainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Tickets_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_label: ((inputs?: Tickets_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get Tickets" |
*
* @param {Tickets_Get_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_get_tickets: ((inputs?: Tickets_Get_TicketsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Get_TicketsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get" |
*
* @param {Tickets_Row_GetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_row_get: ((inputs?: Tickets_Row_GetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Row_GetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Tickets_Row_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_row_tickets: ((inputs?: Tickets_Row_TicketsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Row_TicketsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "for {show}" |
*
* @param {Tickets_For_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_for_show: ((inputs: Tickets_For_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_For_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket info" |
*
* @param {Tickets_InfoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_info: ((inputs?: Tickets_InfoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_InfoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sold out" |
*
* @param {Tickets_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_sold_out: ((inputs?: Tickets_Sold_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Sold_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets at door" |
*
* @param {Tickets_At_DoorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_at_door: ((inputs?: Tickets_At_DoorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_At_DoorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On sale {date}" |
*
* @param {Tickets_On_SaleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_on_sale: ((inputs: Tickets_On_SaleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_On_SaleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets: {url}" |
*
* @param {Tickets_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_link: ((inputs: Tickets_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar file (.ics)" |
*
* @param {Tickets_Calendar_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_calendar_file: ((inputs?: Tickets_Calendar_FileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Calendar_FileInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hear when we play near you" |
*
* @param {Follow_Box_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_box_heading: ((inputs?: Follow_Box_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Box_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Follow_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_label: ((inputs?: Follow_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Where you are" |
*
* @param {Follow_Place_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_label: ((inputs?: Follow_Place_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Place_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How far you will travel" |
*
* @param {Follow_Distance_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_distance_label: ((inputs?: Follow_Distance_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Distance_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Such as {distance}" |
*
* @param {Follow_Distance_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_distance_hint: ((inputs: Follow_Distance_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Distance_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail me when {band} announce a show near me. One e-mail first, to confirm." |
*
* @param {Follow_Consent_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_near: ((inputs: Follow_Consent_NearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Consent_NearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail me when {band} announce a show within {distance} of there. One e-mail first, to confirm." |
*
* @param {Follow_Consent_WithinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_within: ((inputs: Follow_Consent_WithinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Consent_WithinInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Follow" |
*
* @param {Follow_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_submit: ((inputs?: Follow_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Follow_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_privacy: ((inputs?: Follow_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which “{typed}”?" |
*
* @param {Follow_Which_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_which_place: ((inputs: Follow_Which_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Which_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City, ST or ZIP code" |
*
* @param {Follow_Place_Hint_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_us: ((inputs?: Follow_Place_Hint_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Place_Hint_UsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City, province or postal code" |
*
* @param {Follow_Place_Hint_CaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_ca: ((inputs?: Follow_Place_Hint_CaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Place_Hint_CaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City, and its country" |
*
* @param {Follow_Place_Hint_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_other: ((inputs?: Follow_Place_Hint_OtherInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Place_Hint_OtherInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your e-mail address, such as name@example.com." |
*
* @param {Follow_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_missing: ((inputs?: Follow_Email_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Email_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the whole e-mail address, such as name@example.com." |
*
* @param {Follow_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_invalid: ((inputs?: Follow_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tick the box to say you want these e-mails." |
*
* @param {Follow_Consent_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_missing: ((inputs?: Follow_Consent_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Consent_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which one? Choose your place from the list." |
*
* @param {Follow_Choose_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_choose_place: ((inputs?: Follow_Choose_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Choose_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This form can only be sent from this site's own pages. Open the page again and send it from there." |
*
* @param {Follow_Refused_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_cross_site: ((inputs?: Follow_Refused_Cross_SiteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_Cross_SiteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "That was more than this form ever sends. Open the page again and send the form from there." |
*
* @param {Follow_Refused_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_large: ((inputs?: Follow_Refused_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "That was not this form. Open the page again and send the form from there." |
*
* @param {Follow_Refused_Not_A_FormInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_not_a_form: ((inputs?: Follow_Refused_Not_A_FormInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_Not_A_FormInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Too many sign-ups from here for now. Please try again in an hour." |
*
* @param {Follow_Refused_Too_OftenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_often: ((inputs?: Follow_Refused_Too_OftenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_Too_OftenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We are sending a lot of e-mail just now, and nothing was saved. Please try again in an hour." |
*
* @param {Follow_Refused_Too_Much_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_much_mail: ((inputs?: Follow_Refused_Too_Much_MailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_Too_Much_MailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not save this just now, and nothing was changed. Please try again in a few minutes." |
*
* @param {Follow_Refused_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_unavailable: ((inputs?: Follow_Refused_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Refused_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Following the band by e-mail is not open yet. Until it is, the shows list and the calendar feed have every date." |
*
* @param {Follow_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_not_open: ((inputs?: Follow_Not_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Not_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the band" |
*
* @param {Follow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_title: ((inputs?: Follow_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An e-mail when {band} announce a show near you." |
*
* @param {Follow_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_description: ((inputs: Follow_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Following is not available on this site yet. The shows list and the calendar feed have every date." |
*
* @param {Follow_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_not_available: ((inputs?: Follow_Not_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Not_AvailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave your e-mail and where you are: we write when {band} announce a show near you, and about nothing else." |
*
* @param {Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_intro: ((inputs: Follow_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Please check this:" |
* | "other" | "Please check these:" |
*
* @param {Follow_Check_TheseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_these: ((inputs: Follow_Check_TheseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Check_TheseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Follow_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_title: ((inputs?: Follow_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Check_Inbox_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If that address can follow the band, an e-mail is on its way with a link to confirm. Nothing is sent until you follow it." |
*
* @param {Follow_Check_Inbox_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_lead: ((inputs?: Follow_Check_Inbox_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Check_Inbox_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works for {hours} hours at most. Nothing came? Look in your spam folder; a new link can be asked for an hour after the last one. Without a click on ..." |
*
* @param {Follow_Check_Inbox_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_details: ((inputs: Follow_Check_Inbox_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Check_Inbox_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the shows" |
*
* @param {Follow_Back_To_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_back_to_shows: ((inputs?: Follow_Back_To_ShowsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Back_To_ShowsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm you want to hear about the band's shows" |
*
* @param {Follow_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_title: ((inputs?: Follow_Confirm_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirm_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One click, and {band} e-mail you when they announce a show near the place you chose." |
*
* @param {Follow_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_lead: ((inputs: Follow_Confirm_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirm_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Follow_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_button: ((inputs?: Follow_Confirm_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirm_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Follow_Link_Forged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_forged_title: ((inputs?: Follow_Link_Forged_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Forged_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It is not a link we sent, or part of it was lost on the way. Open the e-mail and follow its link as it is, or sign up again." |
*
* @param {Follow_Link_Forged_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_forged_text: ((inputs?: Follow_Link_Forged_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Forged_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired" |
*
* @param {Follow_Link_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_expired_title: ((inputs?: Follow_Link_Expired_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Expired_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A confirmation link works for {hours} hours. Sign up again, and we send a new one." |
*
* @param {Follow_Link_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_expired_text: ((inputs: Follow_Link_Expired_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Expired_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not confirm you just now" |
*
* @param {Follow_Confirm_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_unavailable_title: ((inputs?: Follow_Confirm_Unavailable_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirm_Unavailable_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing went wrong with your link: our list did not answer. Follow the link again in a few minutes; it works for {hours} hours." |
*
* @param {Follow_Confirm_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_unavailable_text: ((inputs: Follow_Confirm_Unavailable_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirm_Unavailable_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link was used already" |
*
* @param {Follow_Link_Used_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_used_title: ((inputs?: Follow_Link_Used_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Used_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It was followed before, or a newer link was sent since. If you confirmed, you are on the list; if not, use the newest e-mail, or sign up again." |
*
* @param {Follow_Link_Used_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_used_text: ((inputs?: Follow_Link_Used_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Link_Used_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up again" |
*
* @param {Follow_Sign_Up_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_sign_up_again: ((inputs?: Follow_Sign_Up_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Sign_Up_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are following the band" |
*
* @param {Follow_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirmed_title: ((inputs?: Follow_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will e-mail you when {band} announce a show within {within} of {place}. Every e-mail has a link to stop them." |
*
* @param {Follow_Confirmed_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirmed_lead: ((inputs: Follow_Confirmed_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Confirmed_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Shows near you" |
*
* @param {Follow_Shows_Near_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_shows_near_you: ((inputs?: Follow_Shows_Near_YouInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Shows_Near_YouInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None booked yet: you will be the first to know." |
*
* @param {Follow_None_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_none_booked: ((inputs?: Follow_None_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_None_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every upcoming show" |
*
* @param {Follow_Every_Upcoming_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_every_upcoming_show: ((inputs?: Follow_Every_Upcoming_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Every_Upcoming_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stop all e-mails" |
*
* @param {Follow_Stop_All_EmailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_stop_all_emails: ((inputs?: Follow_Stop_All_EmailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Stop_All_EmailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One click, and your address, your place and everything else about you are deleted: no more e-mails from {band}." |
*
* @param {Follow_Unsubscribe_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_unsubscribe_lead: ((inputs: Follow_Unsubscribe_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Unsubscribe_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not take you off the list just now: our list did not answer. Please follow the link in the e-mail again in a few minutes." |
*
* @param {Follow_Leave_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_leave_failed: ((inputs?: Follow_Leave_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Leave_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link is missing part of its key. Open the e-mail and follow its link as it is." |
*
* @param {Follow_Bad_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_bad_unsubscribe_link: ((inputs?: Follow_Bad_Unsubscribe_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Bad_Unsubscribe_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are off the list" |
*
* @param {Follow_Left_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_left_title: ((inputs?: Follow_Left_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_Left_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are off the list: your address and your place are deleted, and {band} will not e-mail you again." |
*
* @param {Follow_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_left: ((inputs: Follow_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Follow_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_Box_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_heading: ((inputs?: Remind_Box_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Box_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One e-mail about a day before the show, one when tickets go on sale, and word at once if it is cancelled, postponed or moved. Nothing else." |
*
* @param {Remind_Box_Lead_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_lead_show: ((inputs?: Remind_Box_Lead_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Box_Lead_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One e-mail on the day it comes out, with every place to hear it. Nothing else." |
*
* @param {Remind_Box_Lead_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_lead_release: ((inputs?: Remind_Box_Lead_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Box_Lead_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail" |
*
* @param {Remind_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_label: ((inputs?: Remind_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail me about this show only. I can stop it from any of those e-mails." |
*
* @param {Remind_Consent_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_show: ((inputs?: Remind_Consent_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Consent_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail me on the day {title} comes out. I can stop it from that e-mail." |
*
* @param {Remind_Consent_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_release: ((inputs: Remind_Consent_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Consent_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_Submit_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_submit_show: ((inputs?: Remind_Submit_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Submit_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail me on release day" |
*
* @param {Remind_Submit_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_submit_release: ((inputs?: Remind_Submit_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Submit_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How the address is kept" |
*
* @param {Remind_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_privacy: ((inputs?: Remind_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remind me: {show}" |
*
* @param {Remind_Title_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title_show: ((inputs: Remind_Title_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Title_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Release day: {title}" |
*
* @param {Remind_Title_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title_release: ((inputs: Remind_Title_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Title_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title: ((inputs?: Remind_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is nothing to be reminded of at this address: the show or release may have passed, or the link is wrong." |
*
* @param {Remind_Unknown_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unknown_subject: ((inputs?: Remind_Unknown_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Unknown_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This show has passed or was cancelled: there is nothing left to remind you of." |
*
* @param {Remind_Show_PassedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_show_passed: ((inputs?: Remind_Show_PassedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Show_PassedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This release is already out: listen to it now on its page." |
*
* @param {Remind_Release_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_release_out: ((inputs?: Remind_Release_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Release_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your e-mail address." |
*
* @param {Remind_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_missing: ((inputs?: Remind_Email_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Email_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Remind_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_invalid: ((inputs?: Remind_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tick the box to agree to these e-mails." |
*
* @param {Remind_Consent_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_missing: ((inputs?: Remind_Consent_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Consent_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check this before sending again" |
*
* @param {Remind_Check_TheseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_these: ((inputs?: Remind_Check_TheseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Check_TheseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reminders open once the site can send e-mail." |
*
* @param {Remind_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_not_open: ((inputs?: Remind_Not_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Not_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Remind_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_title: ((inputs?: Remind_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Check_Inbox_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If that address can get the reminder, an e-mail is on its way: a link to confirm it, or word that it is set if the address was confirmed before." |
*
* @param {Remind_Check_Inbox_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_lead: ((inputs?: Remind_Check_Inbox_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Check_Inbox_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A link works for {hours} hours at most. Nothing came? Look in your spam folder; a new e-mail can be asked for an hour after the last one." |
*
* @param {Remind_Check_Inbox_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_details: ((inputs: Remind_Check_Inbox_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Check_Inbox_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the shows" |
*
* @param {Remind_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_back: ((inputs?: Remind_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your reminder" |
*
* @param {Remind_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_title: ((inputs?: Remind_Confirm_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirm_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One click and the reminder is set." |
*
* @param {Remind_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_lead: ((inputs?: Remind_Confirm_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirm_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Remind_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_button: ((inputs?: Remind_Confirm_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirm_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your reminder is set" |
*
* @param {Remind_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_title: ((inputs?: Remind_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will e-mail you about {show}: a day before, when tickets go on sale, and at once if anything changes." |
*
* @param {Remind_Confirmed_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_show: ((inputs: Remind_Confirmed_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirmed_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will e-mail you on the day {title} comes out." |
*
* @param {Remind_Confirmed_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_release: ((inputs: Remind_Confirmed_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Confirmed_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Remind_Link_Forged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_forged_title: ((inputs?: Remind_Link_Forged_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Forged_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It may have been cut short when it was copied. Ask for the reminder again from the show's page." |
*
* @param {Remind_Link_Forged_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_forged_text: ((inputs?: Remind_Link_Forged_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Forged_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired" |
*
* @param {Remind_Link_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_expired_title: ((inputs?: Remind_Link_Expired_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Expired_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Links work for {hours} hours. Ask for the reminder again from its page." |
*
* @param {Remind_Link_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_expired_text: ((inputs: Remind_Link_Expired_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Expired_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link was already used" |
*
* @param {Remind_Link_Used_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_used_title: ((inputs?: Remind_Link_Used_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Used_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The reminder is set, or it was stopped since. Ask again from its page if you want it." |
*
* @param {Remind_Link_Used_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_used_text: ((inputs?: Remind_Link_Used_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Link_Used_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Remind_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unavailable_title: ((inputs?: Remind_Unavailable_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Unavailable_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The site could not save that just now. Try the link again in a few minutes." |
*
* @param {Remind_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unavailable_text: ((inputs?: Remind_Unavailable_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Unavailable_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stop e-mails" |
*
* @param {Remind_Stop_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_title: ((inputs?: Remind_Stop_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stop_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stop this reminder alone, or every e-mail from {band} to this address (shows near you and every other reminder too)." |
*
* @param {Remind_Stop_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_lead: ((inputs: Remind_Stop_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stop_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stop this reminder" |
*
* @param {Remind_Stop_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_this: ((inputs?: Remind_Stop_ThisInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stop_ThisInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stop every e-mail from {band}" |
*
* @param {Remind_Stop_EverythingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_everything: ((inputs: Remind_Stop_EverythingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stop_EverythingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Done: this reminder is stopped, and nothing more about it will be sent." |
*
* @param {Remind_Stopped_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_this: ((inputs?: Remind_Stopped_ThisInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stopped_ThisInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Done: {band} will send nothing more to this address, and it is deleted from the site." |
*
* @param {Remind_Stopped_EverythingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_everything: ((inputs: Remind_Stopped_EverythingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stopped_EverythingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Remind_Stopped_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_title: ((inputs?: Remind_Stopped_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stopped_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link is not complete: open it again from the e-mail." |
*
* @param {Remind_Bad_Stop_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_bad_stop_link: ((inputs?: Remind_Bad_Stop_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Bad_Stop_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The site could not stop it just now. Try again in a few minutes." |
*
* @param {Remind_Stop_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_failed: ((inputs?: Remind_Stop_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Remind_Stop_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to be reminded of this show." |
*
* @param {Mail_Remind_Footer_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_footer_show: ((inputs?: Mail_Remind_Footer_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Footer_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to hear when this release comes out." |
*
* @param {Mail_Remind_Footer_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_footer_release: ((inputs?: Mail_Remind_Footer_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Footer_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm: a reminder for {what}" |
*
* @param {Mail_Remind_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_subject: ((inputs: Mail_Remind_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Confirm_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to be reminded of {band} at {what}." |
*
* @param {Mail_Remind_Confirm_Asked_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_asked_show: ((inputs: Mail_Remind_Confirm_Asked_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Confirm_Asked_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked for an e-mail on the day {band}'s {what} comes out." |
*
* @param {Mail_Remind_Confirm_Asked_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_asked_release: ((inputs: Mail_Remind_Confirm_Asked_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Confirm_Asked_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, remind me" |
*
* @param {Mail_Remind_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_action: ((inputs?: Mail_Remind_Confirm_ActionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Confirm_ActionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works once, for at most {hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within {..." |
*
* @param {Mail_Remind_Confirm_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_how_long: ((inputs: Mail_Remind_Confirm_How_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Confirm_How_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reminder set: {what}" |
*
* @param {Mail_Remind_Set_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_subject: ((inputs: Mail_Remind_Set_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Set_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This address already gets the band's e-mails, so it was not asked again: you will hear about this show a day before, when tickets go on sale, and at once if ..." |
*
* @param {Mail_Remind_Set_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_show: ((inputs?: Mail_Remind_Set_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Set_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This address already gets the band's e-mails, so it was not asked again: you will hear on the day {what} comes out." |
*
* @param {Mail_Remind_Set_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_release: ((inputs: Mail_Remind_Set_ReleaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Set_ReleaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tomorrow: {band} at {where}" |
*
* @param {Mail_Remind_Soon_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_soon_subject: ((inputs: Mail_Remind_Soon_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Soon_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A reminder, as you asked: {band} play {when}." |
*
* @param {Mail_Remind_Soon_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_soon_lead: ((inputs: Mail_Remind_Soon_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Soon_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On sale now: {band} at {where}" |
*
* @param {Mail_Remind_On_Sale_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_on_sale_subject: ((inputs: Mail_Remind_On_Sale_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_On_Sale_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets are on sale now." |
*
* @param {Mail_Remind_On_Sale_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_on_sale_lead: ((inputs?: Mail_Remind_On_Sale_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_On_Sale_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Moved: {band} at {where}" |
*
* @param {Mail_Remind_Moved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved_subject: ((inputs: Mail_Remind_Moved_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Moved_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The show on {date} has moved to {venue}. Your ticket is good there unless the seller tells you otherwise." |
*
* @param {Mail_Remind_MovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved: ((inputs: Mail_Remind_MovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_MovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The show has moved to {venue}. Your ticket is good there unless the seller tells you otherwise." |
*
* @param {Mail_Remind_Moved_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved_undated: ((inputs: Mail_Remind_Moved_UndatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Moved_UndatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What happens to tickets bought already: the seller writes to every buyer; the show's page says what we know." |
*
* @param {Mail_Remind_Tickets_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_tickets_note: ((inputs?: Mail_Remind_Tickets_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Tickets_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Out today: {title}" |
*
* @param {Mail_Remind_Released_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_released_subject: ((inputs: Mail_Remind_Released_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Released_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band}'s {title} is out today. Hear it here:" |
*
* @param {Mail_Remind_Released_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_released_lead: ((inputs: Mail_Remind_Released_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Released_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The release's page" |
*
* @param {Mail_Remind_Release_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_release_page: ((inputs?: Mail_Remind_Release_PageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Remind_Release_PageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Press_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_title: ((inputs?: Press_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The press kit of {band}: {pitch}" |
*
* @param {Press_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_description: ((inputs: Press_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Press_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_bookings: ((inputs?: Press_BookingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_BookingsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email bookings" |
*
* @param {Press_Email_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_email_bookings: ((inputs?: Press_Email_BookingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Email_BookingsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download the press kit (PDF)" |
*
* @param {Press_Download_PdfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_pdf: ((inputs?: Press_Download_PdfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Download_PdfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booking inquiry: {band}" |
*
* @param {Press_Booking_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_booking_subject: ((inputs: Press_Booking_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Booking_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Short bio" |
*
* @param {Press_Short_BioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_short_bio: ((inputs?: Press_Short_BioInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Short_BioInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Genre" |
* | * | "Genres" |
*
* @param {Press_GenresInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_genres: ((inputs: Press_GenresInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_GenresInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hometown" |
*
* @param {Press_HometownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_hometown: ((inputs?: Press_HometownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_HometownInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Press_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photos: ((inputs?: Press_PhotosInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_PhotosInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photo: {credit}" |
*
* @param {Press_Photo_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photo_credit: ((inputs: Press_Photo_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Photo_CreditInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Press_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download: ((inputs?: Press_DownloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_DownloadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "photo {number}" |
*
* @param {Press_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photo_number: ((inputs: Press_Photo_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Photo_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Press_LogoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_logo: ((inputs?: Press_LogoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_LogoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download SVG" |
*
* @param {Press_Download_SvgInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_svg: ((inputs?: Press_Download_SvgInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Download_SvgInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download PNG" |
*
* @param {Press_Download_PngInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_png: ((inputs?: Press_Download_PngInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Download_PngInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "of the logo" |
*
* @param {Press_Of_The_LogoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_of_the_logo: ((inputs?: Press_Of_The_LogoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Of_The_LogoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Press_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_music: ((inputs?: Press_MusicInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_MusicInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Streaming services" |
*
* @param {Press_Streaming_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_streaming_services: ((inputs?: Press_Streaming_ServicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Streaming_ServicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Press_VideosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_videos: ((inputs?: Press_VideosInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_VideosInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Press" |
*
* @param {Press_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_quotes: ((inputs?: Press_QuotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_QuotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Live" |
*
* @param {Press_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_live: ((inputs?: Press_LiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_LiveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} show" |
* | * | "{shown} shows" |
*
* @param {Press_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_shows: ((inputs: Press_ShowsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_ShowsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "played" |
* | * | "played" |
*
* @param {Press_Shows_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_shows_played: ((inputs: Press_Shows_PlayedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Shows_PlayedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} city" |
* | * | "{shown} cities" |
*
* @param {Press_CitiesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_cities: ((inputs: Press_CitiesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_CitiesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "on the road" |
*
* @param {Press_On_The_RoadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_on_the_road: ((inputs?: Press_On_The_RoadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_On_The_RoadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "first show" |
*
* @param {Press_First_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_first_show: ((inputs?: Press_First_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_First_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notable shows" |
*
* @param {Press_Notable_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_notable_shows: ((inputs?: Press_Notable_ShowsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Notable_ShowsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For the engineer" |
*
* @param {Press_EngineerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_engineer: ((inputs?: Press_EngineerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_EngineerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Technical rider" |
*
* @param {Press_RiderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_rider: ((inputs?: Press_RiderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_RiderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stage plot" |
*
* @param {Press_Stage_PlotInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_stage_plot: ((inputs?: Press_Stage_PlotInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Stage_PlotInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Input list" |
*
* @param {Press_Input_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_input_list: ((inputs?: Press_Input_ListInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Input_ListInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Draw per market" |
*
* @param {Press_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_draw: ((inputs?: Press_DrawInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_DrawInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Press_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_city: ((inputs?: Press_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_CityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get Tickets clicks" |
*
* @param {Press_Ticket_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_ticket_clicks: ((inputs?: Press_Ticket_ClicksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Ticket_ClicksInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Fans nearby" |
*
* @param {Press_Fans_NearbyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_fans_nearby: ((inputs?: Press_Fans_NearbyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fans_NearbyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get Tickets clicks are this site's own count of clicks on its Get Tickets links: each visitor once per show and day. They are not tickets sold. Fans nearby f..." |
*
* @param {Press_Draw_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_draw_note: ((inputs: Press_Draw_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Draw_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "fewer than {threshold}" |
*
* @param {Press_Fewer_ThanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_fewer_than: ((inputs: Press_Fewer_ThanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fewer_ThanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "show played" |
* | * | "shows played" |
*
* @param {Press_Pdf_Shows_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_shows_played: ((inputs: Press_Pdf_Shows_PlayedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_Shows_PlayedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "city" |
* | * | "cities" |
*
* @param {Press_Pdf_CitiesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_cities: ((inputs: Press_Pdf_CitiesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_CitiesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Press_Pdf_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_about: ((inputs?: Press_Pdf_AboutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_AboutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Line-up" |
*
* @param {Press_Pdf_Line_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_line_up: ((inputs?: Press_Pdf_Line_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_Line_UpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photos, logo and the full story: {url}" |
*
* @param {Press_Pdf_FooterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_footer: ((inputs: Press_Pdf_FooterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_FooterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band}: press kit" |
*
* @param {Press_Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_title: ((inputs: Press_Pdf_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} - press kit.pdf" |
*
* @param {Press_Pdf_File_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_file_name: ((inputs: Press_Pdf_File_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Pdf_File_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Share_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_date_to_be_announced: ((inputs?: Share_Date_To_Be_AnnouncedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Share_Date_To_Be_AnnouncedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Played" |
*
* @param {Share_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_played: ((inputs?: Share_PlayedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Share_PlayedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Out soon" |
*
* @param {Share_Out_SoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_out_soon: ((inputs?: Share_Out_SoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Share_Out_SoonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe at once" |
*
* @param {Mail_Unsubscribe_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_now: ((inputs?: Mail_Unsubscribe_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Unsubscribe_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You get this e-mail because this address was entered on the band's site." |
*
* @param {Mail_Footer_EnteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer_entered: ((inputs?: Mail_Footer_EnteredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Footer_EnteredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to hear when the band plays near you." |
*
* @param {Mail_Footer_FollowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer_following: ((inputs?: Mail_Footer_FollowingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Footer_FollowingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm: {band} shows near {place}" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject: ((inputs: Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm you want to hear about {band} shows near {place}" |
*
* @param {Mail_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_heading: ((inputs: Mail_Confirm_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to get an e-mail whenever {band} announce a show within {within} of {place}." |
*
* @param {Mail_Confirm_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_asked: ((inputs: Mail_Confirm_AskedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_AskedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, tell me about shows near me" |
*
* @param {Mail_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_action: ((inputs?: Mail_Confirm_ActionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_ActionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works once, for at most {hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within {..." |
*
* @param {Mail_Confirm_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_how_long: ((inputs: Mail_Confirm_How_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_How_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} at {where}, {date}" |
*
* @param {Mail_Announce_Subject_OneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_one: ((inputs: Mail_Announce_Subject_OneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Announce_Subject_OneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} at {where}" |
*
* @param {Mail_Announce_Subject_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_undated: ((inputs: Mail_Announce_Subject_UndatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Announce_Subject_UndatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band}: {count} new shows near you" |
*
* @param {Mail_Announce_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_many: ((inputs: Mail_Announce_Subject_ManyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Announce_Subject_ManyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A new show near you" |
* | "other" | "{count} new shows near you" |
*
* @param {Mail_Announce_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_heading: ((inputs: Mail_Announce_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Announce_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{band} just announced:" |
*
* @param {Mail_Announce_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_lead: ((inputs: Mail_Announce_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Announce_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The show at {where}" |
*
* @param {Mail_Change_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_show: ((inputs: Mail_Change_ShowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_ShowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The show at {where} on {date}" |
*
* @param {Mail_Change_Show_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_show_on: ((inputs: Mail_Change_Show_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_Show_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{show} is cancelled." |
*
* @param {Mail_Change_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_cancelled: ((inputs: Mail_Change_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{show} is postponed. We will write again when it has a new date." |
*
* @param {Mail_Change_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_postponed: ((inputs: Mail_Change_PostponedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_PostponedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{show} has moved to {date}." |
*
* @param {Mail_Change_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_rescheduled: ((inputs: Mail_Change_RescheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_RescheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{show} has moved to a date to be announced." |
*
* @param {Mail_Change_Rescheduled_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_rescheduled_undated: ((inputs: Mail_Change_Rescheduled_UndatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_Rescheduled_UndatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Mail_Change_Label_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_cancelled: ((inputs?: Mail_Change_Label_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_Label_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Postponed" |
*
* @param {Mail_Change_Label_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_postponed: ((inputs?: Mail_Change_Label_PostponedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_Label_PostponedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New date" |
*
* @param {Mail_Change_Label_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_rescheduled: ((inputs?: Mail_Change_Label_RescheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_Label_RescheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {band} at {where}" |
*
* @param {Mail_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_subject: ((inputs: Mail_Change_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Mail_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_date_to_be_announced: ((inputs?: Mail_Date_To_Be_AnnouncedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Date_To_Be_AnnouncedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get Tickets" |
*
* @param {Mail_Get_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_get_tickets: ((inputs?: Mail_Get_TicketsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Get_TicketsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The show's page" |
*
* @param {Mail_Show_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_show_page: ((inputs?: Mail_Show_PageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Show_PageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Mail_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_add_to_calendar: ((inputs?: Mail_Add_To_CalendarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Add_To_CalendarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Type a place: a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\", or a ZIP or postal code, such as 33602 or M5V 3L9." |
*
* @param {Places_Type_A_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_type_a_place: ((inputs?: Places_Type_A_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Places_Type_A_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "\"{typed}\" is not a place we know: try a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\", or a ZIP or postal code, such as 33602 or M5V 3L9." |
*
* @param {Places_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_unknown: ((inputs: Places_UnknownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Places_UnknownInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "\"{code}\" is not a ZIP or postal code we know: try another one nearby, or a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\"." |
*
* @param {Places_Unknown_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_unknown_code: ((inputs: Places_Unknown_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Places_Unknown_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "\"{typed}\" could be {choices} or {last}: add the state or country, such as \"{first}\"." |
*
* @param {Places_Which_OneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_which_one: ((inputs: Places_Which_OneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Places_Which_OneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Skip_To_ContentInputs = {};
export type Shell_Nav_MainInputs = {};
export type Shell_Nav_HomeInputs = {};
export type Shell_Nav_TourInputs = {};
export type Shell_Nav_AboutInputs = {};
export type Shell_Nav_MusicInputs = {};
export type Shell_MenuInputs = {};
export type Shell_Menu_OpenInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_BookingsInputs = {};
export type Shell_Bookings_AddressInputs = {
    email: NonNullable<unknown>;
};
export type Shell_Tour_DatesInputs = {};
export type Shell_Press_KitInputs = {};
export type Shell_PrivacyInputs = {};
export type Shell_SocialsInputs = {};
export type Shell_Made_ByInputs = {
    name: NonNullable<unknown>;
};
export type Shell_A_HeartInputs = {};
export type Shell_Logo_HomeInputs = {
    logo: NonNullable<unknown>;
};
export type Shell_LanguagesInputs = {};
export type Shell_This_Page_InInputs = {
    language: NonNullable<unknown>;
};
export type Error_Back_HomeInputs = {};
export type Error_Not_Found_TitleInputs = {};
export type Error_Not_Found_MessageInputs = {};
export type Error_Next_ShowInputs = {};
export type Error_Latest_ReleaseInputs = {};
export type Error_Unexpected_TitleInputs = {};
export type Error_Unexpected_HeadingInputs = {};
export type Error_Unexpected_MessageInputs = {};
export type Shell_Stream_OnInputs = {};
export type Shell_On_ServiceInputs = {
    who: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
export type Home_Tour_DatesInputs = {};
export type Home_Next_ShowInputs = {};
export type Home_Next_Show_NamedInputs = {};
export type Home_Listen_To_Us_OnInputs = {};
export type Home_Listen_OnInputs = {};
export type Home_Watch_OnInputs = {};
export type Home_Next_Show_DayInputs = {
    weekday: NonNullable<unknown>;
    month: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Music_TitleInputs = {};
export type Music_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Music_ListenInputs = {};
export type Music_Streaming_ServicesInputs = {};
export type Music_DiscographyInputs = {};
export type Music_Albums_UnavailableInputs = {};
export type Music_No_AlbumsInputs = {};
export type Music_CreditsInputs = {};
export type Music_Credits_OfInputs = {
    title: NonNullable<unknown>;
};
export type Music_Written_ByInputs = {};
export type Music_Produced_ByInputs = {};
export type Music_Recorded_AtInputs = {};
export type Music_Listen_OnInputs = {};
export type Music_Kind_AlbumInputs = {};
export type Music_Kind_EpInputs = {};
export type Music_Kind_SingleInputs = {};
export type Music_Release_DescriptionInputs = {
    title: NonNullable<unknown>;
    band: NonNullable<unknown>;
    release: NonNullable<unknown>;
};
export type Music_Release_CoverInputs = {
    title: NonNullable<unknown>;
};
export type Music_Release_TracksInputs = {};
export type Music_Release_Where_To_ListenInputs = {};
export type Music_Release_All_MusicInputs = {};
export type Music_Release_UnavailableInputs = {};
export type Pages_About_TitleInputs = {};
export type Pages_StoryInputs = {};
export type Pages_MembersInputs = {};
export type Pages_Press_KitInputs = {};
export type Pages_Privacy_TitleInputs = {};
export type Pages_Privacy_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Pages_Privacy_LeadInputs = {};
export type Pages_Privacy_What_TitleInputs = {};
export type Pages_Privacy_WhatInputs = {};
export type Pages_Privacy_Why_TitleInputs = {};
export type Pages_Privacy_WhyInputs = {
    band: NonNullable<unknown>;
};
export type Pages_Privacy_How_Long_TitleInputs = {};
export type Pages_Privacy_UnconfirmedInputs = {
    hours: NonNullable<unknown>;
};
export type Pages_Privacy_Sent_MailInputs = {
    days: NonNullable<unknown>;
};
export type Pages_Privacy_Rate_LimitInputs = {
    duration: NonNullable<unknown>;
};
export type Pages_Privacy_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Pages_Privacy_Ticket_ClicksInputs = {
    hours: NonNullable<unknown>;
};
export type Pages_Privacy_Leave_TitleInputs = {};
export type Pages_Privacy_LeaveInputs = {};
export type Pages_Privacy_Leave_By_MailInputs = {};
export type Pages_Privacy_Reminders_TitleInputs = {};
export type Pages_Privacy_RemindersInputs = {};
export type Pages_Privacy_Reminders_WhyInputs = {};
export type Pages_Privacy_Reminders_How_LongInputs = {
    hours: NonNullable<unknown>;
    days: NonNullable<unknown>;
    late: NonNullable<unknown>;
};
export type Pages_Privacy_Visits_TitleInputs = {};
export type Pages_Privacy_VisitsInputs = {};
export type Pages_Privacy_Browser_TitleInputs = {};
export type Pages_Privacy_BrowserInputs = {
    note: NonNullable<unknown>;
};
export type Shows_Upcoming_TitleInputs = {};
export type Shows_Date_To_Be_AnnouncedInputs = {};
export type Shows_All_DatesInputs = {
    count: NonNullable<unknown>;
};
export type Shows_Past_Shows_LinkInputs = {};
export type Shows_NoneInputs = {};
export type Shows_UnavailableInputs = {};
export type Shows_Tile_TbaInputs = {};
export type Shows_Add_To_CalendarInputs = {};
export type Shows_SubscribeInputs = {};
export type Shows_Another_Calendar_AppInputs = {};
export type Shows_Calendar_AddressInputs = {};
export type Shows_Copy_AddressInputs = {};
export type Shows_CopiedInputs = {};
export type Shows_Feed_PitchInputs = {};
export type Shows_Only_Near_YouInputs = {};
export type Shows_At_VenueInputs = {
    venue: NonNullable<unknown>;
};
export type Shows_Fact_DateInputs = {};
export type Shows_Fact_Original_DateInputs = {};
export type Shows_Fact_VenueInputs = {};
export type Shows_Fact_SupportInputs = {};
export type Shows_Fact_Price_And_AgesInputs = {};
export type Shows_Fact_TicketsInputs = {};
export type Shows_Fact_NotesInputs = {};
export type Shows_DirectionsInputs = {};
export type Shows_Directions_ToInputs = {
    venue: NonNullable<unknown>;
};
export type Shows_Doors_AmInputs = {
    time: NonNullable<unknown>;
};
export type Shows_Doors_PmInputs = {
    time: NonNullable<unknown>;
};
export type Shows_Doors_AtInputs = {
    time: NonNullable<unknown>;
};
export type Shows_FlyerInputs = {};
export type Shows_Flyer_OfInputs = {
    show: NonNullable<unknown>;
};
export type Shows_Open_FlyerInputs = {};
export type Shows_Band_AtInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Band_Live_AtInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Is_CancelledInputs = {};
export type Shows_Is_On_NowInputs = {};
export type Shows_Postponed_NoteInputs = {};
export type Shows_Has_PassedInputs = {};
export type Shows_On_NowInputs = {};
export type Shows_Status_PostponedInputs = {};
export type Shows_Status_CancelledInputs = {};
export type Shows_Status_RescheduledInputs = {};
export type Shows_Moved_FromInputs = {
    date: NonNullable<unknown>;
};
export type Shows_Tour_DatesInputs = {};
export type Shows_Tour_Dates_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Past_TitleInputs = {};
export type Shows_Past_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Past_NoneInputs = {};
export type Shows_Upcoming_LinkInputs = {};
export type Shows_Show_TitleInputs = {};
export type Shows_More_ShowsInputs = {};
export type Shows_All_UpcomingInputs = {};
export type Shows_Near_TitleInputs = {};
export type Shows_Near_Error_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Shows_Near_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Near_IntroInputs = {};
export type Shows_Near_Feed_ScopeInputs = {
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Shows_Near_Coming_UpInputs = {
    place: NonNullable<unknown>;
};
export type Shows_Near_NoneInputs = {};
export type Shows_Near_WhichInputs = {
    place: NonNullable<unknown>;
};
export type Shows_Near_SeveralInputs = {};
export type Shows_Near_Somewhere_ElseInputs = {};
export type Shows_Near_FindInputs = {};
export type Shows_Near_Place_LabelInputs = {};
export type Shows_Near_Place_HintInputs = {};
export type Shows_Near_Within_LabelInputs = {};
export type Shows_Near_Within_Hint_MiInputs = {};
export type Shows_Near_Within_Hint_KmInputs = {};
export type Shows_Near_SubmitInputs = {};
export type Shows_Page_Title_NamedInputs = {
    heading: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Shows_Page_Date_TbaInputs = {};
export type Shows_Page_Sentence_DatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Shows_Page_Sentence_UndatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Shows_Event_SummaryInputs = {
    band: NonNullable<unknown>;
    venue: NonNullable<unknown>;
};
export type Shows_Feed_NameInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Feed_Near_NameInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Shows_Calendar_Not_FoundInputs = {};
export type Shows_Price_FreeInputs = {};
export type Shows_AgesInputs = {
    age: NonNullable<unknown>;
};
export type Shows_LineupInputs = {
    names: NonNullable<unknown>;
};
export type Shows_Distance_How_MiInputs = {
    example: NonNullable<unknown>;
};
export type Shows_Distance_How_KmInputs = {
    example: NonNullable<unknown>;
};
export type Shows_Distance_MissingInputs = {
    how: NonNullable<unknown>;
};
export type Shows_Distance_UnreadableInputs = {
    text: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Shows_Distance_Too_ShortInputs = {
    shortest: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Shows_Distance_Too_FarInputs = {
    distance: NonNullable<unknown>;
    longest: NonNullable<unknown>;
};
export type Shows_Unavailable_PlainInputs = {};
export type Tickets_LabelInputs = {};
export type Tickets_Get_TicketsInputs = {};
export type Tickets_Row_GetInputs = {};
export type Tickets_Row_TicketsInputs = {};
export type Tickets_For_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Tickets_InfoInputs = {};
export type Tickets_Sold_OutInputs = {};
export type Tickets_At_DoorInputs = {};
export type Tickets_On_SaleInputs = {
    date: NonNullable<unknown>;
};
export type Tickets_LinkInputs = {
    url: NonNullable<unknown>;
};
export type Tickets_Calendar_FileInputs = {};
export type Follow_Box_HeadingInputs = {};
export type Follow_Email_LabelInputs = {};
export type Follow_Place_LabelInputs = {};
export type Follow_Distance_LabelInputs = {};
export type Follow_Distance_HintInputs = {
    distance: NonNullable<unknown>;
};
export type Follow_Consent_NearInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Consent_WithinInputs = {
    band: NonNullable<unknown>;
    distance: NonNullable<unknown>;
};
export type Follow_SubmitInputs = {};
export type Follow_PrivacyInputs = {};
export type Follow_Which_PlaceInputs = {
    typed: NonNullable<unknown>;
};
export type Follow_Place_Hint_UsInputs = {};
export type Follow_Place_Hint_CaInputs = {};
export type Follow_Place_Hint_OtherInputs = {};
export type Follow_Email_MissingInputs = {};
export type Follow_Email_InvalidInputs = {};
export type Follow_Consent_MissingInputs = {};
export type Follow_Choose_PlaceInputs = {};
export type Follow_Refused_Cross_SiteInputs = {};
export type Follow_Refused_Too_LargeInputs = {};
export type Follow_Refused_Not_A_FormInputs = {};
export type Follow_Refused_Too_OftenInputs = {};
export type Follow_Refused_Too_Much_MailInputs = {};
export type Follow_Refused_UnavailableInputs = {};
export type Follow_Not_OpenInputs = {};
export type Follow_TitleInputs = {};
export type Follow_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Not_AvailableInputs = {};
export type Follow_IntroInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Check_TheseInputs = {
    count: NonNullable<unknown>;
};
export type Follow_Check_Inbox_TitleInputs = {};
export type Follow_Check_Inbox_LeadInputs = {};
export type Follow_Check_Inbox_DetailsInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Back_To_ShowsInputs = {};
export type Follow_Confirm_TitleInputs = {};
export type Follow_Confirm_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Confirm_ButtonInputs = {};
export type Follow_Link_Forged_TitleInputs = {};
export type Follow_Link_Forged_TextInputs = {};
export type Follow_Link_Expired_TitleInputs = {};
export type Follow_Link_Expired_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Confirm_Unavailable_TitleInputs = {};
export type Follow_Confirm_Unavailable_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Link_Used_TitleInputs = {};
export type Follow_Link_Used_TextInputs = {};
export type Follow_Sign_Up_AgainInputs = {};
export type Follow_Confirmed_TitleInputs = {};
export type Follow_Confirmed_LeadInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Follow_Shows_Near_YouInputs = {};
export type Follow_None_BookedInputs = {};
export type Follow_Every_Upcoming_ShowInputs = {};
export type Follow_Stop_All_EmailsInputs = {};
export type Follow_Unsubscribe_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Leave_FailedInputs = {};
export type Follow_Bad_Unsubscribe_LinkInputs = {};
export type Follow_Left_TitleInputs = {};
export type Follow_LeftInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Box_HeadingInputs = {};
export type Remind_Box_Lead_ShowInputs = {};
export type Remind_Box_Lead_ReleaseInputs = {};
export type Remind_Email_LabelInputs = {};
export type Remind_Consent_ShowInputs = {};
export type Remind_Consent_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_Submit_ShowInputs = {};
export type Remind_Submit_ReleaseInputs = {};
export type Remind_PrivacyInputs = {};
export type Remind_Title_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Remind_Title_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_TitleInputs = {};
export type Remind_Unknown_SubjectInputs = {};
export type Remind_Show_PassedInputs = {};
export type Remind_Release_OutInputs = {};
export type Remind_Email_MissingInputs = {};
export type Remind_Email_InvalidInputs = {};
export type Remind_Consent_MissingInputs = {};
export type Remind_Check_TheseInputs = {};
export type Remind_Not_OpenInputs = {};
export type Remind_Check_Inbox_TitleInputs = {};
export type Remind_Check_Inbox_LeadInputs = {};
export type Remind_Check_Inbox_DetailsInputs = {
    hours: NonNullable<unknown>;
};
export type Remind_BackInputs = {};
export type Remind_Confirm_TitleInputs = {};
export type Remind_Confirm_LeadInputs = {};
export type Remind_Confirm_ButtonInputs = {};
export type Remind_Confirmed_TitleInputs = {};
export type Remind_Confirmed_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Remind_Confirmed_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_Link_Forged_TitleInputs = {};
export type Remind_Link_Forged_TextInputs = {};
export type Remind_Link_Expired_TitleInputs = {};
export type Remind_Link_Expired_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Remind_Link_Used_TitleInputs = {};
export type Remind_Link_Used_TextInputs = {};
export type Remind_Unavailable_TitleInputs = {};
export type Remind_Unavailable_TextInputs = {};
export type Remind_Stop_TitleInputs = {};
export type Remind_Stop_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stop_ThisInputs = {};
export type Remind_Stop_EverythingInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stopped_ThisInputs = {};
export type Remind_Stopped_EverythingInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stopped_TitleInputs = {};
export type Remind_Bad_Stop_LinkInputs = {};
export type Remind_Stop_FailedInputs = {};
export type Mail_Remind_Footer_ShowInputs = {};
export type Mail_Remind_Footer_ReleaseInputs = {};
export type Mail_Remind_Confirm_SubjectInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_Asked_ShowInputs = {
    band: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_Asked_ReleaseInputs = {
    band: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_ActionInputs = {};
export type Mail_Remind_Confirm_How_LongInputs = {
    hours: NonNullable<unknown>;
};
export type Mail_Remind_Set_SubjectInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Set_ShowInputs = {};
export type Mail_Remind_Set_ReleaseInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Soon_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_Soon_LeadInputs = {
    band: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Remind_On_Sale_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_On_Sale_LeadInputs = {};
export type Mail_Remind_Moved_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_MovedInputs = {
    date: NonNullable<unknown>;
    venue: NonNullable<unknown>;
};
export type Mail_Remind_Moved_UndatedInputs = {
    venue: NonNullable<unknown>;
};
export type Mail_Remind_Tickets_NoteInputs = {};
export type Mail_Remind_Released_SubjectInputs = {
    title: NonNullable<unknown>;
};
export type Mail_Remind_Released_LeadInputs = {
    band: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Mail_Remind_Release_PageInputs = {};
export type Press_TitleInputs = {};
export type Press_DescriptionInputs = {
    band: NonNullable<unknown>;
    pitch: NonNullable<unknown>;
};
export type Press_BookingsInputs = {};
export type Press_Email_BookingsInputs = {};
export type Press_Download_PdfInputs = {};
export type Press_Booking_SubjectInputs = {
    band: NonNullable<unknown>;
};
export type Press_Short_BioInputs = {};
export type Press_GenresInputs = {
    count: NonNullable<unknown>;
};
export type Press_HometownInputs = {};
export type Press_PhotosInputs = {};
export type Press_Photo_CreditInputs = {
    credit: NonNullable<unknown>;
};
export type Press_DownloadInputs = {};
export type Press_Photo_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Press_LogoInputs = {};
export type Press_Download_SvgInputs = {};
export type Press_Download_PngInputs = {};
export type Press_Of_The_LogoInputs = {};
export type Press_MusicInputs = {};
export type Press_Streaming_ServicesInputs = {};
export type Press_VideosInputs = {};
export type Press_QuotesInputs = {};
export type Press_LiveInputs = {};
export type Press_ShowsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Press_Shows_PlayedInputs = {
    count: NonNullable<unknown>;
};
export type Press_CitiesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Press_On_The_RoadInputs = {};
export type Press_First_ShowInputs = {};
export type Press_Notable_ShowsInputs = {};
export type Press_EngineerInputs = {};
export type Press_RiderInputs = {};
export type Press_Stage_PlotInputs = {};
export type Press_Input_ListInputs = {};
export type Press_DrawInputs = {};
export type Press_CityInputs = {};
export type Press_Ticket_ClicksInputs = {};
export type Press_Fans_NearbyInputs = {};
export type Press_Draw_NoteInputs = {
    threshold: NonNullable<unknown>;
};
export type Press_Fewer_ThanInputs = {
    threshold: NonNullable<unknown>;
};
export type Press_Pdf_Shows_PlayedInputs = {
    count: NonNullable<unknown>;
};
export type Press_Pdf_CitiesInputs = {
    count: NonNullable<unknown>;
};
export type Press_Pdf_AboutInputs = {};
export type Press_Pdf_Line_UpInputs = {};
export type Press_Pdf_FooterInputs = {
    url: NonNullable<unknown>;
};
export type Press_Pdf_TitleInputs = {
    band: NonNullable<unknown>;
};
export type Press_Pdf_File_NameInputs = {
    band: NonNullable<unknown>;
};
export type Share_Date_To_Be_AnnouncedInputs = {};
export type Share_PlayedInputs = {};
export type Share_Out_SoonInputs = {};
export type Mail_Unsubscribe_NowInputs = {};
export type Mail_Footer_EnteredInputs = {};
export type Mail_Footer_FollowingInputs = {};
export type Mail_Confirm_SubjectInputs = {
    band: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_HeadingInputs = {
    band: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_AskedInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_ActionInputs = {};
export type Mail_Confirm_How_LongInputs = {
    hours: NonNullable<unknown>;
};
export type Mail_Announce_Subject_OneInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Announce_Subject_UndatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Announce_Subject_ManyInputs = {
    band: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Mail_Announce_HeadingInputs = {
    count: NonNullable<unknown>;
};
export type Mail_Announce_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Mail_Change_ShowInputs = {
    where: NonNullable<unknown>;
};
export type Mail_Change_Show_OnInputs = {
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Change_CancelledInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_PostponedInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_RescheduledInputs = {
    show: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Change_Rescheduled_UndatedInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_Label_CancelledInputs = {};
export type Mail_Change_Label_PostponedInputs = {};
export type Mail_Change_Label_RescheduledInputs = {};
export type Mail_Change_SubjectInputs = {
    label: NonNullable<unknown>;
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Date_To_Be_AnnouncedInputs = {};
export type Mail_Get_TicketsInputs = {};
export type Mail_Show_PageInputs = {};
export type Mail_Add_To_CalendarInputs = {};
export type Places_Type_A_PlaceInputs = {};
export type Places_UnknownInputs = {
    typed: NonNullable<unknown>;
};
export type Places_Unknown_CodeInputs = {
    code: NonNullable<unknown>;
};
export type Places_Which_OneInputs = {
    typed: NonNullable<unknown>;
    choices: NonNullable<unknown>;
    last: NonNullable<unknown>;
    first: NonNullable<unknown>;
};
