/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_Nav_MainInputs */
/** @typedef {{}} Shell_Nav_HomeInputs */
/** @typedef {{}} Shell_Nav_TourInputs */
/** @typedef {{}} Shell_Nav_AboutInputs */
/** @typedef {{}} Shell_Nav_MusicInputs */
/** @typedef {{}} Shell_MenuInputs */
/** @typedef {{}} Shell_Menu_OpenInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_BookingsInputs */
/** @typedef {{ email: NonNullable<unknown> }} Shell_Bookings_AddressInputs */
/** @typedef {{}} Shell_Tour_DatesInputs */
/** @typedef {{}} Shell_Press_KitInputs */
/** @typedef {{}} Shell_PrivacyInputs */
/** @typedef {{}} Shell_SocialsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Made_ByInputs */
/** @typedef {{}} Shell_A_HeartInputs */
/** @typedef {{ logo: NonNullable<unknown> }} Shell_Logo_HomeInputs */
/** @typedef {{}} Shell_LanguagesInputs */
/** @typedef {{ language: NonNullable<unknown> }} Shell_This_Page_InInputs */
/** @typedef {{}} Error_Back_HomeInputs */
/** @typedef {{}} Error_Not_Found_TitleInputs */
/** @typedef {{}} Error_Not_Found_MessageInputs */
/** @typedef {{}} Error_Next_ShowInputs */
/** @typedef {{}} Error_Latest_ReleaseInputs */
/** @typedef {{}} Error_Unexpected_TitleInputs */
/** @typedef {{}} Error_Unexpected_HeadingInputs */
/** @typedef {{}} Error_Unexpected_MessageInputs */
/** @typedef {{}} Shell_Stream_OnInputs */
/** @typedef {{ who: NonNullable<unknown>, service: NonNullable<unknown> }} Shell_On_ServiceInputs */
/** @typedef {{}} Home_Tour_DatesInputs */
/** @typedef {{}} Home_Next_ShowInputs */
/** @typedef {{}} Home_Next_Show_NamedInputs */
/** @typedef {{}} Home_Listen_To_Us_OnInputs */
/** @typedef {{}} Home_Listen_OnInputs */
/** @typedef {{}} Home_Watch_OnInputs */
/** @typedef {{ weekday: NonNullable<unknown>, month: NonNullable<unknown>, day: NonNullable<unknown> }} Home_Next_Show_DayInputs */
/** @typedef {{}} Music_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Music_DescriptionInputs */
/** @typedef {{}} Music_ListenInputs */
/** @typedef {{}} Music_Streaming_ServicesInputs */
/** @typedef {{}} Music_DiscographyInputs */
/** @typedef {{}} Music_Albums_UnavailableInputs */
/** @typedef {{}} Music_No_AlbumsInputs */
/** @typedef {{}} Music_CreditsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Music_Credits_OfInputs */
/** @typedef {{}} Music_Written_ByInputs */
/** @typedef {{}} Music_Produced_ByInputs */
/** @typedef {{}} Music_Recorded_AtInputs */
/** @typedef {{}} Music_Listen_OnInputs */
/** @typedef {{}} Music_Kind_AlbumInputs */
/** @typedef {{}} Music_Kind_EpInputs */
/** @typedef {{}} Music_Kind_SingleInputs */
/** @typedef {{ title: NonNullable<unknown>, band: NonNullable<unknown>, release: NonNullable<unknown> }} Music_Release_DescriptionInputs */
/** @typedef {{ title: NonNullable<unknown> }} Music_Release_CoverInputs */
/** @typedef {{}} Music_Release_TracksInputs */
/** @typedef {{}} Music_Release_Where_To_ListenInputs */
/** @typedef {{}} Music_Release_All_MusicInputs */
/** @typedef {{}} Music_Release_UnavailableInputs */
/** @typedef {{}} Pages_About_TitleInputs */
/** @typedef {{}} Pages_StoryInputs */
/** @typedef {{}} Pages_MembersInputs */
/** @typedef {{}} Pages_Press_KitInputs */
/** @typedef {{}} Pages_Privacy_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Pages_Privacy_DescriptionInputs */
/** @typedef {{}} Pages_Privacy_LeadInputs */
/** @typedef {{}} Pages_Privacy_What_TitleInputs */
/** @typedef {{}} Pages_Privacy_WhatInputs */
/** @typedef {{}} Pages_Privacy_Why_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Pages_Privacy_WhyInputs */
/** @typedef {{}} Pages_Privacy_How_Long_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Pages_Privacy_UnconfirmedInputs */
/** @typedef {{ days: NonNullable<unknown> }} Pages_Privacy_Sent_MailInputs */
/** @typedef {{ duration: NonNullable<unknown> }} Pages_Privacy_Rate_LimitInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pages_Privacy_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Pages_Privacy_Ticket_ClicksInputs */
/** @typedef {{}} Pages_Privacy_Leave_TitleInputs */
/** @typedef {{}} Pages_Privacy_LeaveInputs */
/** @typedef {{}} Pages_Privacy_Leave_By_MailInputs */
/** @typedef {{}} Pages_Privacy_Reminders_TitleInputs */
/** @typedef {{}} Pages_Privacy_RemindersInputs */
/** @typedef {{}} Pages_Privacy_Reminders_WhyInputs */
/** @typedef {{ hours: NonNullable<unknown>, days: NonNullable<unknown>, late: NonNullable<unknown> }} Pages_Privacy_Reminders_How_LongInputs */
/** @typedef {{}} Pages_Privacy_Visits_TitleInputs */
/** @typedef {{}} Pages_Privacy_VisitsInputs */
/** @typedef {{}} Pages_Privacy_Browser_TitleInputs */
/** @typedef {{ note: NonNullable<unknown> }} Pages_Privacy_BrowserInputs */
/** @typedef {{}} Shows_Upcoming_TitleInputs */
/** @typedef {{}} Shows_Date_To_Be_AnnouncedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shows_All_DatesInputs */
/** @typedef {{}} Shows_Past_Shows_LinkInputs */
/** @typedef {{}} Shows_NoneInputs */
/** @typedef {{}} Shows_UnavailableInputs */
/** @typedef {{}} Shows_Tile_TbaInputs */
/** @typedef {{}} Shows_Add_To_CalendarInputs */
/** @typedef {{}} Shows_SubscribeInputs */
/** @typedef {{}} Shows_Another_Calendar_AppInputs */
/** @typedef {{}} Shows_Calendar_AddressInputs */
/** @typedef {{}} Shows_Copy_AddressInputs */
/** @typedef {{}} Shows_CopiedInputs */
/** @typedef {{}} Shows_Feed_PitchInputs */
/** @typedef {{}} Shows_Only_Near_YouInputs */
/** @typedef {{ venue: NonNullable<unknown> }} Shows_At_VenueInputs */
/** @typedef {{}} Shows_Fact_DateInputs */
/** @typedef {{}} Shows_Fact_Original_DateInputs */
/** @typedef {{}} Shows_Fact_VenueInputs */
/** @typedef {{}} Shows_Fact_SupportInputs */
/** @typedef {{}} Shows_Fact_Price_And_AgesInputs */
/** @typedef {{}} Shows_Fact_TicketsInputs */
/** @typedef {{}} Shows_Fact_NotesInputs */
/** @typedef {{}} Shows_DirectionsInputs */
/** @typedef {{ venue: NonNullable<unknown> }} Shows_Directions_ToInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shows_Doors_AmInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shows_Doors_PmInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shows_Doors_AtInputs */
/** @typedef {{}} Shows_FlyerInputs */
/** @typedef {{ show: NonNullable<unknown> }} Shows_Flyer_OfInputs */
/** @typedef {{}} Shows_Open_FlyerInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Band_AtInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Band_Live_AtInputs */
/** @typedef {{}} Shows_Is_CancelledInputs */
/** @typedef {{}} Shows_Is_On_NowInputs */
/** @typedef {{}} Shows_Postponed_NoteInputs */
/** @typedef {{}} Shows_Has_PassedInputs */
/** @typedef {{}} Shows_On_NowInputs */
/** @typedef {{}} Shows_Status_PostponedInputs */
/** @typedef {{}} Shows_Status_CancelledInputs */
/** @typedef {{}} Shows_Status_RescheduledInputs */
/** @typedef {{ date: NonNullable<unknown> }} Shows_Moved_FromInputs */
/** @typedef {{}} Shows_Tour_DatesInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Tour_Dates_DescriptionInputs */
/** @typedef {{}} Shows_Past_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Past_DescriptionInputs */
/** @typedef {{}} Shows_Past_NoneInputs */
/** @typedef {{}} Shows_Upcoming_LinkInputs */
/** @typedef {{}} Shows_Show_TitleInputs */
/** @typedef {{}} Shows_More_ShowsInputs */
/** @typedef {{}} Shows_All_UpcomingInputs */
/** @typedef {{}} Shows_Near_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Shows_Near_Error_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Near_DescriptionInputs */
/** @typedef {{}} Shows_Near_IntroInputs */
/** @typedef {{ within: NonNullable<unknown>, place: NonNullable<unknown> }} Shows_Near_Feed_ScopeInputs */
/** @typedef {{ place: NonNullable<unknown> }} Shows_Near_Coming_UpInputs */
/** @typedef {{}} Shows_Near_NoneInputs */
/** @typedef {{ place: NonNullable<unknown> }} Shows_Near_WhichInputs */
/** @typedef {{}} Shows_Near_SeveralInputs */
/** @typedef {{}} Shows_Near_Somewhere_ElseInputs */
/** @typedef {{}} Shows_Near_FindInputs */
/** @typedef {{}} Shows_Near_Place_LabelInputs */
/** @typedef {{}} Shows_Near_Place_HintInputs */
/** @typedef {{}} Shows_Near_Within_LabelInputs */
/** @typedef {{}} Shows_Near_Within_Hint_MiInputs */
/** @typedef {{}} Shows_Near_Within_Hint_KmInputs */
/** @typedef {{}} Shows_Near_SubmitInputs */
/** @typedef {{ heading: NonNullable<unknown>, where: NonNullable<unknown> }} Shows_Page_Title_NamedInputs */
/** @typedef {{}} Shows_Page_Date_TbaInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown>, date: NonNullable<unknown> }} Shows_Page_Sentence_DatedInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Shows_Page_Sentence_UndatedInputs */
/** @typedef {{ band: NonNullable<unknown>, venue: NonNullable<unknown> }} Shows_Event_SummaryInputs */
/** @typedef {{ band: NonNullable<unknown> }} Shows_Feed_NameInputs */
/** @typedef {{ band: NonNullable<unknown>, within: NonNullable<unknown>, place: NonNullable<unknown> }} Shows_Feed_Near_NameInputs */
/** @typedef {{}} Shows_Calendar_Not_FoundInputs */
/** @typedef {{}} Shows_Price_FreeInputs */
/** @typedef {{ age: NonNullable<unknown> }} Shows_AgesInputs */
/** @typedef {{ names: NonNullable<unknown> }} Shows_LineupInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shows_Distance_How_MiInputs */
/** @typedef {{ example: NonNullable<unknown> }} Shows_Distance_How_KmInputs */
/** @typedef {{ how: NonNullable<unknown> }} Shows_Distance_MissingInputs */
/** @typedef {{ text: NonNullable<unknown>, how: NonNullable<unknown> }} Shows_Distance_UnreadableInputs */
/** @typedef {{ shortest: NonNullable<unknown>, how: NonNullable<unknown> }} Shows_Distance_Too_ShortInputs */
/** @typedef {{ distance: NonNullable<unknown>, longest: NonNullable<unknown> }} Shows_Distance_Too_FarInputs */
/** @typedef {{}} Shows_Unavailable_PlainInputs */
/** @typedef {{}} Tickets_LabelInputs */
/** @typedef {{}} Tickets_Get_TicketsInputs */
/** @typedef {{}} Tickets_Row_GetInputs */
/** @typedef {{}} Tickets_Row_TicketsInputs */
/** @typedef {{ show: NonNullable<unknown> }} Tickets_For_ShowInputs */
/** @typedef {{}} Tickets_InfoInputs */
/** @typedef {{}} Tickets_Sold_OutInputs */
/** @typedef {{}} Tickets_At_DoorInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tickets_On_SaleInputs */
/** @typedef {{ url: NonNullable<unknown> }} Tickets_LinkInputs */
/** @typedef {{}} Tickets_Calendar_FileInputs */
/** @typedef {{}} Follow_Box_HeadingInputs */
/** @typedef {{}} Follow_Email_LabelInputs */
/** @typedef {{}} Follow_Place_LabelInputs */
/** @typedef {{}} Follow_Distance_LabelInputs */
/** @typedef {{ distance: NonNullable<unknown> }} Follow_Distance_HintInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_Consent_NearInputs */
/** @typedef {{ band: NonNullable<unknown>, distance: NonNullable<unknown> }} Follow_Consent_WithinInputs */
/** @typedef {{}} Follow_SubmitInputs */
/** @typedef {{}} Follow_PrivacyInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Follow_Which_PlaceInputs */
/** @typedef {{}} Follow_Place_Hint_UsInputs */
/** @typedef {{}} Follow_Place_Hint_CaInputs */
/** @typedef {{}} Follow_Place_Hint_OtherInputs */
/** @typedef {{}} Follow_Email_MissingInputs */
/** @typedef {{}} Follow_Email_InvalidInputs */
/** @typedef {{}} Follow_Consent_MissingInputs */
/** @typedef {{}} Follow_Choose_PlaceInputs */
/** @typedef {{}} Follow_Refused_Cross_SiteInputs */
/** @typedef {{}} Follow_Refused_Too_LargeInputs */
/** @typedef {{}} Follow_Refused_Not_A_FormInputs */
/** @typedef {{}} Follow_Refused_Too_OftenInputs */
/** @typedef {{}} Follow_Refused_Too_Much_MailInputs */
/** @typedef {{}} Follow_Refused_UnavailableInputs */
/** @typedef {{}} Follow_Not_OpenInputs */
/** @typedef {{}} Follow_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_DescriptionInputs */
/** @typedef {{}} Follow_Not_AvailableInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_IntroInputs */
/** @typedef {{ count: NonNullable<unknown> }} Follow_Check_TheseInputs */
/** @typedef {{}} Follow_Check_Inbox_TitleInputs */
/** @typedef {{}} Follow_Check_Inbox_LeadInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Follow_Check_Inbox_DetailsInputs */
/** @typedef {{}} Follow_Back_To_ShowsInputs */
/** @typedef {{}} Follow_Confirm_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_Confirm_LeadInputs */
/** @typedef {{}} Follow_Confirm_ButtonInputs */
/** @typedef {{}} Follow_Link_Forged_TitleInputs */
/** @typedef {{}} Follow_Link_Forged_TextInputs */
/** @typedef {{}} Follow_Link_Expired_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Follow_Link_Expired_TextInputs */
/** @typedef {{}} Follow_Confirm_Unavailable_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Follow_Confirm_Unavailable_TextInputs */
/** @typedef {{}} Follow_Link_Used_TitleInputs */
/** @typedef {{}} Follow_Link_Used_TextInputs */
/** @typedef {{}} Follow_Sign_Up_AgainInputs */
/** @typedef {{}} Follow_Confirmed_TitleInputs */
/** @typedef {{ band: NonNullable<unknown>, within: NonNullable<unknown>, place: NonNullable<unknown> }} Follow_Confirmed_LeadInputs */
/** @typedef {{}} Follow_Shows_Near_YouInputs */
/** @typedef {{}} Follow_None_BookedInputs */
/** @typedef {{}} Follow_Every_Upcoming_ShowInputs */
/** @typedef {{}} Follow_Stop_All_EmailsInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_Unsubscribe_LeadInputs */
/** @typedef {{}} Follow_Leave_FailedInputs */
/** @typedef {{}} Follow_Bad_Unsubscribe_LinkInputs */
/** @typedef {{}} Follow_Left_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Follow_LeftInputs */
/** @typedef {{}} Remind_Box_HeadingInputs */
/** @typedef {{}} Remind_Box_Lead_ShowInputs */
/** @typedef {{}} Remind_Box_Lead_ReleaseInputs */
/** @typedef {{}} Remind_Email_LabelInputs */
/** @typedef {{}} Remind_Consent_ShowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Remind_Consent_ReleaseInputs */
/** @typedef {{}} Remind_Submit_ShowInputs */
/** @typedef {{}} Remind_Submit_ReleaseInputs */
/** @typedef {{}} Remind_PrivacyInputs */
/** @typedef {{ show: NonNullable<unknown> }} Remind_Title_ShowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Remind_Title_ReleaseInputs */
/** @typedef {{}} Remind_TitleInputs */
/** @typedef {{}} Remind_Unknown_SubjectInputs */
/** @typedef {{}} Remind_Show_PassedInputs */
/** @typedef {{}} Remind_Release_OutInputs */
/** @typedef {{}} Remind_Email_MissingInputs */
/** @typedef {{}} Remind_Email_InvalidInputs */
/** @typedef {{}} Remind_Consent_MissingInputs */
/** @typedef {{}} Remind_Check_TheseInputs */
/** @typedef {{}} Remind_Not_OpenInputs */
/** @typedef {{}} Remind_Check_Inbox_TitleInputs */
/** @typedef {{}} Remind_Check_Inbox_LeadInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Remind_Check_Inbox_DetailsInputs */
/** @typedef {{}} Remind_BackInputs */
/** @typedef {{}} Remind_Confirm_TitleInputs */
/** @typedef {{}} Remind_Confirm_LeadInputs */
/** @typedef {{}} Remind_Confirm_ButtonInputs */
/** @typedef {{}} Remind_Confirmed_TitleInputs */
/** @typedef {{ show: NonNullable<unknown> }} Remind_Confirmed_ShowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Remind_Confirmed_ReleaseInputs */
/** @typedef {{}} Remind_Link_Forged_TitleInputs */
/** @typedef {{}} Remind_Link_Forged_TextInputs */
/** @typedef {{}} Remind_Link_Expired_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Remind_Link_Expired_TextInputs */
/** @typedef {{}} Remind_Link_Used_TitleInputs */
/** @typedef {{}} Remind_Link_Used_TextInputs */
/** @typedef {{}} Remind_Unavailable_TitleInputs */
/** @typedef {{}} Remind_Unavailable_TextInputs */
/** @typedef {{}} Remind_Stop_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Remind_Stop_LeadInputs */
/** @typedef {{}} Remind_Stop_ThisInputs */
/** @typedef {{ band: NonNullable<unknown> }} Remind_Stop_EverythingInputs */
/** @typedef {{}} Remind_Stopped_ThisInputs */
/** @typedef {{ band: NonNullable<unknown> }} Remind_Stopped_EverythingInputs */
/** @typedef {{}} Remind_Stopped_TitleInputs */
/** @typedef {{}} Remind_Bad_Stop_LinkInputs */
/** @typedef {{}} Remind_Stop_FailedInputs */
/** @typedef {{}} Mail_Remind_Footer_ShowInputs */
/** @typedef {{}} Mail_Remind_Footer_ReleaseInputs */
/** @typedef {{ what: NonNullable<unknown> }} Mail_Remind_Confirm_SubjectInputs */
/** @typedef {{ band: NonNullable<unknown>, what: NonNullable<unknown> }} Mail_Remind_Confirm_Asked_ShowInputs */
/** @typedef {{ band: NonNullable<unknown>, what: NonNullable<unknown> }} Mail_Remind_Confirm_Asked_ReleaseInputs */
/** @typedef {{}} Mail_Remind_Confirm_ActionInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Mail_Remind_Confirm_How_LongInputs */
/** @typedef {{ what: NonNullable<unknown> }} Mail_Remind_Set_SubjectInputs */
/** @typedef {{}} Mail_Remind_Set_ShowInputs */
/** @typedef {{ what: NonNullable<unknown> }} Mail_Remind_Set_ReleaseInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Mail_Remind_Soon_SubjectInputs */
/** @typedef {{ band: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Remind_Soon_LeadInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Mail_Remind_On_Sale_SubjectInputs */
/** @typedef {{}} Mail_Remind_On_Sale_LeadInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Mail_Remind_Moved_SubjectInputs */
/** @typedef {{ date: NonNullable<unknown>, venue: NonNullable<unknown> }} Mail_Remind_MovedInputs */
/** @typedef {{ venue: NonNullable<unknown> }} Mail_Remind_Moved_UndatedInputs */
/** @typedef {{}} Mail_Remind_Tickets_NoteInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Remind_Released_SubjectInputs */
/** @typedef {{ band: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Remind_Released_LeadInputs */
/** @typedef {{}} Mail_Remind_Release_PageInputs */
/** @typedef {{}} Press_TitleInputs */
/** @typedef {{ band: NonNullable<unknown>, pitch: NonNullable<unknown> }} Press_DescriptionInputs */
/** @typedef {{}} Press_BookingsInputs */
/** @typedef {{}} Press_Email_BookingsInputs */
/** @typedef {{}} Press_Download_PdfInputs */
/** @typedef {{ band: NonNullable<unknown> }} Press_Booking_SubjectInputs */
/** @typedef {{}} Press_Short_BioInputs */
/** @typedef {{ count: NonNullable<unknown> }} Press_GenresInputs */
/** @typedef {{}} Press_HometownInputs */
/** @typedef {{}} Press_PhotosInputs */
/** @typedef {{ credit: NonNullable<unknown> }} Press_Photo_CreditInputs */
/** @typedef {{}} Press_DownloadInputs */
/** @typedef {{ number: NonNullable<unknown> }} Press_Photo_NumberInputs */
/** @typedef {{}} Press_LogoInputs */
/** @typedef {{}} Press_Download_SvgInputs */
/** @typedef {{}} Press_Download_PngInputs */
/** @typedef {{}} Press_Of_The_LogoInputs */
/** @typedef {{}} Press_MusicInputs */
/** @typedef {{}} Press_Streaming_ServicesInputs */
/** @typedef {{}} Press_VideosInputs */
/** @typedef {{}} Press_QuotesInputs */
/** @typedef {{}} Press_LiveInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Press_ShowsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Press_Shows_PlayedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Press_CitiesInputs */
/** @typedef {{}} Press_On_The_RoadInputs */
/** @typedef {{}} Press_First_ShowInputs */
/** @typedef {{}} Press_Notable_ShowsInputs */
/** @typedef {{}} Press_EngineerInputs */
/** @typedef {{}} Press_RiderInputs */
/** @typedef {{}} Press_Stage_PlotInputs */
/** @typedef {{}} Press_Input_ListInputs */
/** @typedef {{}} Press_DrawInputs */
/** @typedef {{}} Press_CityInputs */
/** @typedef {{}} Press_Ticket_ClicksInputs */
/** @typedef {{}} Press_Fans_NearbyInputs */
/** @typedef {{ threshold: NonNullable<unknown> }} Press_Draw_NoteInputs */
/** @typedef {{ threshold: NonNullable<unknown> }} Press_Fewer_ThanInputs */
/** @typedef {{ count: NonNullable<unknown> }} Press_Pdf_Shows_PlayedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Press_Pdf_CitiesInputs */
/** @typedef {{}} Press_Pdf_AboutInputs */
/** @typedef {{}} Press_Pdf_Line_UpInputs */
/** @typedef {{ url: NonNullable<unknown> }} Press_Pdf_FooterInputs */
/** @typedef {{ band: NonNullable<unknown> }} Press_Pdf_TitleInputs */
/** @typedef {{ band: NonNullable<unknown> }} Press_Pdf_File_NameInputs */
/** @typedef {{}} Share_Date_To_Be_AnnouncedInputs */
/** @typedef {{}} Share_PlayedInputs */
/** @typedef {{}} Share_Out_SoonInputs */
/** @typedef {{}} Mail_Unsubscribe_NowInputs */
/** @typedef {{}} Mail_Footer_EnteredInputs */
/** @typedef {{}} Mail_Footer_FollowingInputs */
/** @typedef {{ band: NonNullable<unknown>, place: NonNullable<unknown> }} Mail_Confirm_SubjectInputs */
/** @typedef {{ band: NonNullable<unknown>, place: NonNullable<unknown> }} Mail_Confirm_HeadingInputs */
/** @typedef {{ band: NonNullable<unknown>, within: NonNullable<unknown>, place: NonNullable<unknown> }} Mail_Confirm_AskedInputs */
/** @typedef {{}} Mail_Confirm_ActionInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Mail_Confirm_How_LongInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Announce_Subject_OneInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Mail_Announce_Subject_UndatedInputs */
/** @typedef {{ band: NonNullable<unknown>, count: NonNullable<unknown> }} Mail_Announce_Subject_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Announce_HeadingInputs */
/** @typedef {{ band: NonNullable<unknown> }} Mail_Announce_LeadInputs */
/** @typedef {{ where: NonNullable<unknown> }} Mail_Change_ShowInputs */
/** @typedef {{ where: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Change_Show_OnInputs */
/** @typedef {{ show: NonNullable<unknown> }} Mail_Change_CancelledInputs */
/** @typedef {{ show: NonNullable<unknown> }} Mail_Change_PostponedInputs */
/** @typedef {{ show: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Change_RescheduledInputs */
/** @typedef {{ show: NonNullable<unknown> }} Mail_Change_Rescheduled_UndatedInputs */
/** @typedef {{}} Mail_Change_Label_CancelledInputs */
/** @typedef {{}} Mail_Change_Label_PostponedInputs */
/** @typedef {{}} Mail_Change_Label_RescheduledInputs */
/** @typedef {{ label: NonNullable<unknown>, band: NonNullable<unknown>, where: NonNullable<unknown> }} Mail_Change_SubjectInputs */
/** @typedef {{}} Mail_Date_To_Be_AnnouncedInputs */
/** @typedef {{}} Mail_Get_TicketsInputs */
/** @typedef {{}} Mail_Show_PageInputs */
/** @typedef {{}} Mail_Add_To_CalendarInputs */
/** @typedef {{}} Places_Type_A_PlaceInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Places_UnknownInputs */
/** @typedef {{ code: NonNullable<unknown> }} Places_Unknown_CodeInputs */
/** @typedef {{ typed: NonNullable<unknown>, choices: NonNullable<unknown>, last: NonNullable<unknown>, first: NonNullable<unknown> }} Places_Which_OneInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
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
* | "Stream on" |
*
* @param {Shell_Stream_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_stream_on = /** @type {((inputs?: Shell_Stream_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Stream_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_stream_on(inputs)
	return __en.shell_stream_on(inputs)
});
/**
* | output |
* | --- |
* | "{who} on {service}" |
*
* @param {Shell_On_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_on_service = /** @type {((inputs: Shell_On_ServiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_On_ServiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shell_on_service(inputs)
	return __en.shell_on_service(inputs)
});
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Home_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tour_dates = /** @type {((inputs?: Home_Tour_DatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tour_DatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_tour_dates(inputs)
	return __en.home_tour_dates(inputs)
});
/**
* | output |
* | --- |
* | "Next show" |
*
* @param {Home_Next_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show = /** @type {((inputs?: Home_Next_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_next_show(inputs)
	return __en.home_next_show(inputs)
});
/**
* | output |
* | --- |
* | "Next show:" |
*
* @param {Home_Next_Show_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show_named = /** @type {((inputs?: Home_Next_Show_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_Show_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_next_show_named(inputs)
	return __en.home_next_show_named(inputs)
});
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Home_Listen_To_Us_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_listen_to_us_on = /** @type {((inputs?: Home_Listen_To_Us_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Listen_To_Us_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_listen_to_us_on(inputs)
	return __en.home_listen_to_us_on(inputs)
});
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Home_Listen_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_listen_on = /** @type {((inputs?: Home_Listen_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Listen_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_listen_on(inputs)
	return __en.home_listen_on(inputs)
});
/**
* | output |
* | --- |
* | "Watch on" |
*
* @param {Home_Watch_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_watch_on = /** @type {((inputs?: Home_Watch_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Watch_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_watch_on(inputs)
	return __en.home_watch_on(inputs)
});
/**
* | output |
* | --- |
* | "{weekday}, {month} {day}" |
*
* @param {Home_Next_Show_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_next_show_day = /** @type {((inputs: Home_Next_Show_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_Show_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_next_show_day(inputs)
	return __en.home_next_show_day(inputs)
});
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Music_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_title = /** @type {((inputs?: Music_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_title(inputs)
	return __en.music_title(inputs)
});
/**
* | output |
* | --- |
* | "The albums and releases of {band}, and where to stream them." |
*
* @param {Music_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_description = /** @type {((inputs: Music_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_description(inputs)
	return __en.music_description(inputs)
});
/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Music_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_listen = /** @type {((inputs?: Music_ListenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_ListenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_listen(inputs)
	return __en.music_listen(inputs)
});
/**
* | output |
* | --- |
* | "Streaming services" |
*
* @param {Music_Streaming_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_streaming_services = /** @type {((inputs?: Music_Streaming_ServicesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Streaming_ServicesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_streaming_services(inputs)
	return __en.music_streaming_services(inputs)
});
/**
* | output |
* | --- |
* | "Discography" |
*
* @param {Music_DiscographyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_discography = /** @type {((inputs?: Music_DiscographyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_DiscographyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_discography(inputs)
	return __en.music_discography(inputs)
});
/**
* | output |
* | --- |
* | "The albums could not be loaded right now. Please check back soon." |
*
* @param {Music_Albums_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_albums_unavailable = /** @type {((inputs?: Music_Albums_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Albums_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_albums_unavailable(inputs)
	return __en.music_albums_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "No albums yet." |
*
* @param {Music_No_AlbumsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_no_albums = /** @type {((inputs?: Music_No_AlbumsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_No_AlbumsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_no_albums(inputs)
	return __en.music_no_albums(inputs)
});
/**
* | output |
* | --- |
* | "Credits" |
*
* @param {Music_CreditsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_credits = /** @type {((inputs?: Music_CreditsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_CreditsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_credits(inputs)
	return __en.music_credits(inputs)
});
/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Music_Credits_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_credits_of = /** @type {((inputs: Music_Credits_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Credits_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_credits_of(inputs)
	return __en.music_credits_of(inputs)
});
/**
* | output |
* | --- |
* | "Written by" |
*
* @param {Music_Written_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_written_by = /** @type {((inputs?: Music_Written_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Written_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_written_by(inputs)
	return __en.music_written_by(inputs)
});
/**
* | output |
* | --- |
* | "Produced by" |
*
* @param {Music_Produced_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_produced_by = /** @type {((inputs?: Music_Produced_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Produced_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_produced_by(inputs)
	return __en.music_produced_by(inputs)
});
/**
* | output |
* | --- |
* | "Recorded at" |
*
* @param {Music_Recorded_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_recorded_at = /** @type {((inputs?: Music_Recorded_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Recorded_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_recorded_at(inputs)
	return __en.music_recorded_at(inputs)
});
/**
* | output |
* | --- |
* | "Listen on" |
*
* @param {Music_Listen_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_listen_on = /** @type {((inputs?: Music_Listen_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Listen_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_listen_on(inputs)
	return __en.music_listen_on(inputs)
});
/**
* | output |
* | --- |
* | "Album" |
*
* @param {Music_Kind_AlbumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_album = /** @type {((inputs?: Music_Kind_AlbumInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Kind_AlbumInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_kind_album(inputs)
	return __en.music_kind_album(inputs)
});
/**
* | output |
* | --- |
* | "EP" |
*
* @param {Music_Kind_EpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_ep = /** @type {((inputs?: Music_Kind_EpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Kind_EpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_kind_ep(inputs)
	return __en.music_kind_ep(inputs)
});
/**
* | output |
* | --- |
* | "Single" |
*
* @param {Music_Kind_SingleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_kind_single = /** @type {((inputs?: Music_Kind_SingleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Kind_SingleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_kind_single(inputs)
	return __en.music_kind_single(inputs)
});
/**
* | output |
* | --- |
* | "{title} by {band} ({release}): where to listen, and its credits." |
*
* @param {Music_Release_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_description = /** @type {((inputs: Music_Release_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_description(inputs)
	return __en.music_release_description(inputs)
});
/**
* | output |
* | --- |
* | "Cover of {title}" |
*
* @param {Music_Release_CoverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_cover = /** @type {((inputs: Music_Release_CoverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_CoverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_cover(inputs)
	return __en.music_release_cover(inputs)
});
/**
* | output |
* | --- |
* | "Tracks" |
*
* @param {Music_Release_TracksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_tracks = /** @type {((inputs?: Music_Release_TracksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_TracksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_tracks(inputs)
	return __en.music_release_tracks(inputs)
});
/**
* | output |
* | --- |
* | "Where to listen" |
*
* @param {Music_Release_Where_To_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_where_to_listen = /** @type {((inputs?: Music_Release_Where_To_ListenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_Where_To_ListenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_where_to_listen(inputs)
	return __en.music_release_where_to_listen(inputs)
});
/**
* | output |
* | --- |
* | "All music" |
*
* @param {Music_Release_All_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_all_music = /** @type {((inputs?: Music_Release_All_MusicInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_All_MusicInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_all_music(inputs)
	return __en.music_release_all_music(inputs)
});
/**
* | output |
* | --- |
* | "This release could not be loaded right now. Please check back soon." |
*
* @param {Music_Release_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const music_release_unavailable = /** @type {((inputs?: Music_Release_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Music_Release_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.music_release_unavailable(inputs)
	return __en.music_release_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "About" |
*
* @param {Pages_About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_about_title = /** @type {((inputs?: Pages_About_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_About_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_about_title(inputs)
	return __en.pages_about_title(inputs)
});
/**
* | output |
* | --- |
* | "The story" |
*
* @param {Pages_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_story = /** @type {((inputs?: Pages_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_story(inputs)
	return __en.pages_story(inputs)
});
/**
* | output |
* | --- |
* | "The band" |
*
* @param {Pages_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_members = /** @type {((inputs?: Pages_MembersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_MembersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_members(inputs)
	return __en.pages_members(inputs)
});
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Pages_Press_KitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_press_kit = /** @type {((inputs?: Pages_Press_KitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Press_KitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_press_kit(inputs)
	return __en.pages_press_kit(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Pages_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_title = /** @type {((inputs?: Pages_Privacy_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_title(inputs)
	return __en.pages_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "What {band} keep about fans who follow the band, why, for how long, and how to leave." |
*
* @param {Pages_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_description = /** @type {((inputs: Pages_Privacy_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_description(inputs)
	return __en.pages_privacy_description(inputs)
});
/**
* | output |
* | --- |
* | "This site sets no cookies and runs no tracking. The one thing it keeps about a person is what they give when they ask to hear about shows near them, or to be..." |
*
* @param {Pages_Privacy_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_lead = /** @type {((inputs?: Pages_Privacy_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_lead(inputs)
	return __en.pages_privacy_lead(inputs)
});
/**
* | output |
* | --- |
* | "What we keep" |
*
* @param {Pages_Privacy_What_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_what_title = /** @type {((inputs?: Pages_Privacy_What_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_What_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_what_title(inputs)
	return __en.pages_privacy_what_title(inputs)
});
/**
* | output |
* | --- |
* | "Your e-mail address, the place you gave (with its map position) and how far you will travel; when you ticked the consent line and the page you signed up on a..." |
*
* @param {Pages_Privacy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_what = /** @type {((inputs?: Pages_Privacy_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_what(inputs)
	return __en.pages_privacy_what(inputs)
});
/**
* | output |
* | --- |
* | "Why" |
*
* @param {Pages_Privacy_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_why_title = /** @type {((inputs?: Pages_Privacy_Why_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Why_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_why_title(inputs)
	return __en.pages_privacy_why_title(inputs)
});
/**
* | output |
* | --- |
* | "Only to e-mail you when {band} announce a show within your distance, or when a show we told you about is cancelled, postponed or moved. Nobody else gets the ..." |
*
* @param {Pages_Privacy_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_why = /** @type {((inputs: Pages_Privacy_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_why(inputs)
	return __en.pages_privacy_why(inputs)
});
/**
* | output |
* | --- |
* | "For how long" |
*
* @param {Pages_Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_how_long_title = /** @type {((inputs?: Pages_Privacy_How_Long_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_How_Long_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_how_long_title(inputs)
	return __en.pages_privacy_how_long_title(inputs)
});
/**
* | output |
* | --- |
* | "A sign-up that is not confirmed is deleted {hours} hours after its first confirmation e-mail (the server looks every hour), however often the form is sent ag..." |
*
* @param {Pages_Privacy_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_unconfirmed = /** @type {((inputs: Pages_Privacy_UnconfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_UnconfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_unconfirmed(inputs)
	return __en.pages_privacy_unconfirmed(inputs)
});
/**
* | output |
* | --- |
* | "A sent e-mail is kept {days} days, in case it went astray, and its copy on the server's disk too; one waiting to be sent is kept until it goes. When you leav..." |
*
* @param {Pages_Privacy_Sent_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_sent_mail = /** @type {((inputs: Pages_Privacy_Sent_MailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Sent_MailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_sent_mail(inputs)
	return __en.pages_privacy_sent_mail(inputs)
});
/**
* | output |
* | --- |
* | "To stop a flood of sign-ups, the server counts how often a connection and an address send the form: those counts are kept in the server's memory for at most ..." |
*
* @param {Pages_Privacy_Rate_LimitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_rate_limit = /** @type {((inputs: Pages_Privacy_Rate_LimitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Rate_LimitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_rate_limit(inputs)
	return __en.pages_privacy_rate_limit(inputs)
});
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
export const pages_privacy_hours = /** @type {((inputs: Pages_Privacy_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_hours(inputs)
	return __en.pages_privacy_hours(inputs)
});
/**
* | output |
* | --- |
* | "A click on Get Tickets is counted once a day per show and connection: the server remembers that the connection's click was counted for at most {hours} hours,..." |
*
* @param {Pages_Privacy_Ticket_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_ticket_clicks = /** @type {((inputs: Pages_Privacy_Ticket_ClicksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Ticket_ClicksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_ticket_clicks(inputs)
	return __en.pages_privacy_ticket_clicks(inputs)
});
/**
* | output |
* | --- |
* | "How to leave" |
*
* @param {Pages_Privacy_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave_title = /** @type {((inputs?: Pages_Privacy_Leave_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Leave_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_leave_title(inputs)
	return __en.pages_privacy_leave_title(inputs)
});
/**
* | output |
* | --- |
* | "Every e-mail ends with a link to stop: a reminder's link stops that reminder alone, or, if you choose, every e-mail to you; following's link stops all e-mail..." |
*
* @param {Pages_Privacy_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave = /** @type {((inputs?: Pages_Privacy_LeaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_LeaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_leave(inputs)
	return __en.pages_privacy_leave(inputs)
});
/**
* | output |
* | --- |
* | "and we delete it for you." |
*
* @param {Pages_Privacy_Leave_By_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_leave_by_mail = /** @type {((inputs?: Pages_Privacy_Leave_By_MailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Leave_By_MailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_leave_by_mail(inputs)
	return __en.pages_privacy_leave_by_mail(inputs)
});
/**
* | output |
* | --- |
* | "Reminders of a show or a release" |
*
* @param {Pages_Privacy_Reminders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_title = /** @type {((inputs?: Pages_Privacy_Reminders_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Reminders_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_reminders_title(inputs)
	return __en.pages_privacy_reminders_title(inputs)
});
/**
* | output |
* | --- |
* | "When you ask to be reminded of a show, or e-mailed on a release's day, we keep your e-mail address, which show or release, when you ticked the consent line, ..." |
*
* @param {Pages_Privacy_RemindersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders = /** @type {((inputs?: Pages_Privacy_RemindersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_RemindersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_reminders(inputs)
	return __en.pages_privacy_reminders(inputs)
});
/**
* | output |
* | --- |
* | "Only for that show: one e-mail about a day before it, one when tickets go on sale, and one at once if it is cancelled, postponed or moved. For a release: one..." |
*
* @param {Pages_Privacy_Reminders_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_why = /** @type {((inputs?: Pages_Privacy_Reminders_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Reminders_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_reminders_why(inputs)
	return __en.pages_privacy_reminders_why(inputs)
});
/**
* | output |
* | --- |
* | "A reminder that is not confirmed is deleted {hours} hours after its first e-mail. A confirmed one is deleted {days} day after its show, {late} days after its..." |
*
* @param {Pages_Privacy_Reminders_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_reminders_how_long = /** @type {((inputs: Pages_Privacy_Reminders_How_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Reminders_How_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_reminders_how_long(inputs)
	return __en.pages_privacy_reminders_how_long(inputs)
});
/**
* | output |
* | --- |
* | "Counted visits" |
*
* @param {Pages_Privacy_Visits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_visits_title = /** @type {((inputs?: Pages_Privacy_Visits_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Visits_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_visits_title(inputs)
	return __en.pages_privacy_visits_title(inputs)
});
/**
* | output |
* | --- |
* | "To know which pages fans read, the site counts how many times each page is opened each day, and which other sites visitors came from (the site's name only, s..." |
*
* @param {Pages_Privacy_VisitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_visits = /** @type {((inputs?: Pages_Privacy_VisitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_VisitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_visits(inputs)
	return __en.pages_privacy_visits(inputs)
});
/**
* | output |
* | --- |
* | "What your browser keeps" |
*
* @param {Pages_Privacy_Browser_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_browser_title = /** @type {((inputs?: Pages_Privacy_Browser_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_Browser_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_browser_title(inputs)
	return __en.pages_privacy_browser_title(inputs)
});
/**
* | output |
* | --- |
* | "Your browser keeps one note from this site, named {note}: that it has fetched the band's fonts, so the pages after your first one draw them at once. It says ..." |
*
* @param {Pages_Privacy_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const pages_privacy_browser = /** @type {((inputs: Pages_Privacy_BrowserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pages_Privacy_BrowserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pages_privacy_browser(inputs)
	return __en.pages_privacy_browser(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming Shows" |
*
* @param {Shows_Upcoming_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_upcoming_title = /** @type {((inputs?: Shows_Upcoming_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Upcoming_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_upcoming_title(inputs)
	return __en.shows_upcoming_title(inputs)
});
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Shows_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_date_to_be_announced = /** @type {((inputs?: Shows_Date_To_Be_AnnouncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Date_To_Be_AnnouncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_date_to_be_announced(inputs)
	return __en.shows_date_to_be_announced(inputs)
});
/**
* | output |
* | --- |
* | "All {count} dates" |
*
* @param {Shows_All_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_all_dates = /** @type {((inputs: Shows_All_DatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_All_DatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_all_dates(inputs)
	return __en.shows_all_dates(inputs)
});
/**
* | output |
* | --- |
* | "Past shows" |
*
* @param {Shows_Past_Shows_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_shows_link = /** @type {((inputs?: Shows_Past_Shows_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Past_Shows_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_past_shows_link(inputs)
	return __en.shows_past_shows_link(inputs)
});
/**
* | output |
* | --- |
* | "No bookings for now! We'll be around..." |
*
* @param {Shows_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_none = /** @type {((inputs?: Shows_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_none(inputs)
	return __en.shows_none(inputs)
});
/**
* | output |
* | --- |
* | "The shows could not be loaded right now. Please check back soon." |
*
* @param {Shows_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_unavailable = /** @type {((inputs?: Shows_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_unavailable(inputs)
	return __en.shows_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "TBA" |
*
* @param {Shows_Tile_TbaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tile_tba = /** @type {((inputs?: Shows_Tile_TbaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Tile_TbaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_tile_tba(inputs)
	return __en.shows_tile_tba(inputs)
});
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Shows_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_add_to_calendar = /** @type {((inputs?: Shows_Add_To_CalendarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Add_To_CalendarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_add_to_calendar(inputs)
	return __en.shows_add_to_calendar(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Shows_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_subscribe = /** @type {((inputs?: Shows_SubscribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_SubscribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_subscribe(inputs)
	return __en.shows_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Another calendar app" |
*
* @param {Shows_Another_Calendar_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_another_calendar_app = /** @type {((inputs?: Shows_Another_Calendar_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Another_Calendar_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_another_calendar_app(inputs)
	return __en.shows_another_calendar_app(inputs)
});
/**
* | output |
* | --- |
* | "Calendar address" |
*
* @param {Shows_Calendar_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_calendar_address = /** @type {((inputs?: Shows_Calendar_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Calendar_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_calendar_address(inputs)
	return __en.shows_calendar_address(inputs)
});
/**
* | output |
* | --- |
* | "Copy address" |
*
* @param {Shows_Copy_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_copy_address = /** @type {((inputs?: Shows_Copy_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Copy_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_copy_address(inputs)
	return __en.shows_copy_address(inputs)
});
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Shows_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_copied = /** @type {((inputs?: Shows_CopiedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_CopiedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_copied(inputs)
	return __en.shows_copied(inputs)
});
/**
* | output |
* | --- |
* | "Every show in your calendar, updated on its own." |
*
* @param {Shows_Feed_PitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_pitch = /** @type {((inputs?: Shows_Feed_PitchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Feed_PitchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_feed_pitch(inputs)
	return __en.shows_feed_pitch(inputs)
});
/**
* | output |
* | --- |
* | "Only the shows near you" |
*
* @param {Shows_Only_Near_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_only_near_you = /** @type {((inputs?: Shows_Only_Near_YouInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Only_Near_YouInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_only_near_you(inputs)
	return __en.shows_only_near_you(inputs)
});
/**
* | output |
* | --- |
* | "at {venue}" |
*
* @param {Shows_At_VenueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_at_venue = /** @type {((inputs: Shows_At_VenueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_At_VenueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_at_venue(inputs)
	return __en.shows_at_venue(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Shows_Fact_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_date = /** @type {((inputs?: Shows_Fact_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_date(inputs)
	return __en.shows_fact_date(inputs)
});
/**
* | output |
* | --- |
* | "Original date" |
*
* @param {Shows_Fact_Original_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_original_date = /** @type {((inputs?: Shows_Fact_Original_DateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_Original_DateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_original_date(inputs)
	return __en.shows_fact_original_date(inputs)
});
/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Shows_Fact_VenueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_venue = /** @type {((inputs?: Shows_Fact_VenueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_VenueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_venue(inputs)
	return __en.shows_fact_venue(inputs)
});
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Shows_Fact_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_support = /** @type {((inputs?: Shows_Fact_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_SupportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_support(inputs)
	return __en.shows_fact_support(inputs)
});
/**
* | output |
* | --- |
* | "Price and ages" |
*
* @param {Shows_Fact_Price_And_AgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_price_and_ages = /** @type {((inputs?: Shows_Fact_Price_And_AgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_Price_And_AgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_price_and_ages(inputs)
	return __en.shows_fact_price_and_ages(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Shows_Fact_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_tickets = /** @type {((inputs?: Shows_Fact_TicketsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_TicketsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_tickets(inputs)
	return __en.shows_fact_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Shows_Fact_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_fact_notes = /** @type {((inputs?: Shows_Fact_NotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Fact_NotesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_fact_notes(inputs)
	return __en.shows_fact_notes(inputs)
});
/**
* | output |
* | --- |
* | "Directions" |
*
* @param {Shows_DirectionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_directions = /** @type {((inputs?: Shows_DirectionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_DirectionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_directions(inputs)
	return __en.shows_directions(inputs)
});
/**
* | output |
* | --- |
* | "to {venue}" |
*
* @param {Shows_Directions_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_directions_to = /** @type {((inputs: Shows_Directions_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Directions_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_directions_to(inputs)
	return __en.shows_directions_to(inputs)
});
/**
* | output |
* | --- |
* | "Doors {time} AM" |
*
* @param {Shows_Doors_AmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_am = /** @type {((inputs: Shows_Doors_AmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Doors_AmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_doors_am(inputs)
	return __en.shows_doors_am(inputs)
});
/**
* | output |
* | --- |
* | "Doors {time} PM" |
*
* @param {Shows_Doors_PmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_pm = /** @type {((inputs: Shows_Doors_PmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Doors_PmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_doors_pm(inputs)
	return __en.shows_doors_pm(inputs)
});
/**
* | output |
* | --- |
* | "Doors at {time}" |
*
* @param {Shows_Doors_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_doors_at = /** @type {((inputs: Shows_Doors_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Doors_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_doors_at(inputs)
	return __en.shows_doors_at(inputs)
});
/**
* | output |
* | --- |
* | "Flyer" |
*
* @param {Shows_FlyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_flyer = /** @type {((inputs?: Shows_FlyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_FlyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_flyer(inputs)
	return __en.shows_flyer(inputs)
});
/**
* | output |
* | --- |
* | "Flyer for {show}" |
*
* @param {Shows_Flyer_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_flyer_of = /** @type {((inputs: Shows_Flyer_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Flyer_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_flyer_of(inputs)
	return __en.shows_flyer_of(inputs)
});
/**
* | output |
* | --- |
* | "Open the flyer" |
*
* @param {Shows_Open_FlyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_open_flyer = /** @type {((inputs?: Shows_Open_FlyerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Open_FlyerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_open_flyer(inputs)
	return __en.shows_open_flyer(inputs)
});
/**
* | output |
* | --- |
* | "{band} at" |
*
* @param {Shows_Band_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_band_at = /** @type {((inputs: Shows_Band_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Band_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_band_at(inputs)
	return __en.shows_band_at(inputs)
});
/**
* | output |
* | --- |
* | "{band} live at" |
*
* @param {Shows_Band_Live_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_band_live_at = /** @type {((inputs: Shows_Band_Live_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Band_Live_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_band_live_at(inputs)
	return __en.shows_band_live_at(inputs)
});
/**
* | output |
* | --- |
* | "This show is cancelled." |
*
* @param {Shows_Is_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_is_cancelled = /** @type {((inputs?: Shows_Is_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Is_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_is_cancelled(inputs)
	return __en.shows_is_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This show is on now." |
*
* @param {Shows_Is_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_is_on_now = /** @type {((inputs?: Shows_Is_On_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Is_On_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_is_on_now(inputs)
	return __en.shows_is_on_now(inputs)
});
/**
* | output |
* | --- |
* | "New date to come: your tickets stay valid." |
*
* @param {Shows_Postponed_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_postponed_note = /** @type {((inputs?: Shows_Postponed_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Postponed_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_postponed_note(inputs)
	return __en.shows_postponed_note(inputs)
});
/**
* | output |
* | --- |
* | "This show has passed." |
*
* @param {Shows_Has_PassedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_has_passed = /** @type {((inputs?: Shows_Has_PassedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Has_PassedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_has_passed(inputs)
	return __en.shows_has_passed(inputs)
});
/**
* | output |
* | --- |
* | "On now" |
*
* @param {Shows_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_on_now = /** @type {((inputs?: Shows_On_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_On_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_on_now(inputs)
	return __en.shows_on_now(inputs)
});
/**
* | output |
* | --- |
* | "Postponed" |
*
* @param {Shows_Status_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_postponed = /** @type {((inputs?: Shows_Status_PostponedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Status_PostponedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_status_postponed(inputs)
	return __en.shows_status_postponed(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Shows_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_cancelled = /** @type {((inputs?: Shows_Status_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Status_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_status_cancelled(inputs)
	return __en.shows_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Rescheduled" |
*
* @param {Shows_Status_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_status_rescheduled = /** @type {((inputs?: Shows_Status_RescheduledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Status_RescheduledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_status_rescheduled(inputs)
	return __en.shows_status_rescheduled(inputs)
});
/**
* | output |
* | --- |
* | "Moved from {date}" |
*
* @param {Shows_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_moved_from = /** @type {((inputs: Shows_Moved_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Moved_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_moved_from(inputs)
	return __en.shows_moved_from(inputs)
});
/**
* | output |
* | --- |
* | "Tour dates" |
*
* @param {Shows_Tour_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tour_dates = /** @type {((inputs?: Shows_Tour_DatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Tour_DatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_tour_dates(inputs)
	return __en.shows_tour_dates(inputs)
});
/**
* | output |
* | --- |
* | "Every upcoming show of {band}, soonest first, with tickets." |
*
* @param {Shows_Tour_Dates_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_tour_dates_description = /** @type {((inputs: Shows_Tour_Dates_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Tour_Dates_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_tour_dates_description(inputs)
	return __en.shows_tour_dates_description(inputs)
});
/**
* | output |
* | --- |
* | "Past Shows" |
*
* @param {Shows_Past_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_title = /** @type {((inputs?: Shows_Past_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Past_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_past_title(inputs)
	return __en.shows_past_title(inputs)
});
/**
* | output |
* | --- |
* | "Every show {band} has played, newest first." |
*
* @param {Shows_Past_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_description = /** @type {((inputs: Shows_Past_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Past_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_past_description(inputs)
	return __en.shows_past_description(inputs)
});
/**
* | output |
* | --- |
* | "No past shows yet: the first one is coming." |
*
* @param {Shows_Past_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_past_none = /** @type {((inputs?: Shows_Past_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Past_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_past_none(inputs)
	return __en.shows_past_none(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming shows" |
*
* @param {Shows_Upcoming_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_upcoming_link = /** @type {((inputs?: Shows_Upcoming_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Upcoming_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_upcoming_link(inputs)
	return __en.shows_upcoming_link(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Shows_Show_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_show_title = /** @type {((inputs?: Shows_Show_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Show_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_show_title(inputs)
	return __en.shows_show_title(inputs)
});
/**
* | output |
* | --- |
* | "More shows" |
*
* @param {Shows_More_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_more_shows = /** @type {((inputs?: Shows_More_ShowsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_More_ShowsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_more_shows(inputs)
	return __en.shows_more_shows(inputs)
});
/**
* | output |
* | --- |
* | "All upcoming shows" |
*
* @param {Shows_All_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_all_upcoming = /** @type {((inputs?: Shows_All_UpcomingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_All_UpcomingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_all_upcoming(inputs)
	return __en.shows_all_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Shows Near You" |
*
* @param {Shows_Near_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_title = /** @type {((inputs?: Shows_Near_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_title(inputs)
	return __en.shows_near_title(inputs)
});
/**
* | output |
* | --- |
* | "Error: {title}" |
*
* @param {Shows_Near_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_error_title = /** @type {((inputs: Shows_Near_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_error_title(inputs)
	return __en.shows_near_error_title(inputs)
});
/**
* | output |
* | --- |
* | "A calendar of only the {band} shows near where you live." |
*
* @param {Shows_Near_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_description = /** @type {((inputs: Shows_Near_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_description(inputs)
	return __en.shows_near_description(inputs)
});
/**
* | output |
* | --- |
* | "Only the shows near where you live, in your calendar, kept up to date on its own." |
*
* @param {Shows_Near_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_intro = /** @type {((inputs?: Shows_Near_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_intro(inputs)
	return __en.shows_near_intro(inputs)
});
/**
* | output |
* | --- |
* | "The shows within {within} of {place}." |
*
* @param {Shows_Near_Feed_ScopeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_feed_scope = /** @type {((inputs: Shows_Near_Feed_ScopeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Feed_ScopeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_feed_scope(inputs)
	return __en.shows_near_feed_scope(inputs)
});
/**
* | output |
* | --- |
* | "Coming up near {place}" |
*
* @param {Shows_Near_Coming_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_coming_up = /** @type {((inputs: Shows_Near_Coming_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Coming_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_coming_up(inputs)
	return __en.shows_near_coming_up(inputs)
});
/**
* | output |
* | --- |
* | "None booked yet: when one is, it comes to your calendar on its own." |
*
* @param {Shows_Near_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_none = /** @type {((inputs?: Shows_Near_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_none(inputs)
	return __en.shows_near_none(inputs)
});
/**
* | output |
* | --- |
* | "Which {place}?" |
*
* @param {Shows_Near_WhichInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_which = /** @type {((inputs: Shows_Near_WhichInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_WhichInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_which(inputs)
	return __en.shows_near_which(inputs)
});
/**
* | output |
* | --- |
* | "Several places have that name. Choose yours:" |
*
* @param {Shows_Near_SeveralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_several = /** @type {((inputs?: Shows_Near_SeveralInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_SeveralInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_several(inputs)
	return __en.shows_near_several(inputs)
});
/**
* | output |
* | --- |
* | "Somewhere else" |
*
* @param {Shows_Near_Somewhere_ElseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_somewhere_else = /** @type {((inputs?: Shows_Near_Somewhere_ElseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Somewhere_ElseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_somewhere_else(inputs)
	return __en.shows_near_somewhere_else(inputs)
});
/**
* | output |
* | --- |
* | "Find the shows near you" |
*
* @param {Shows_Near_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_find = /** @type {((inputs?: Shows_Near_FindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_FindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_find(inputs)
	return __en.shows_near_find(inputs)
});
/**
* | output |
* | --- |
* | "Where you are" |
*
* @param {Shows_Near_Place_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_place_label = /** @type {((inputs?: Shows_Near_Place_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Place_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_place_label(inputs)
	return __en.shows_near_place_label(inputs)
});
/**
* | output |
* | --- |
* | "A city and state or country, such as Tampa, FL, or a ZIP or postal code." |
*
* @param {Shows_Near_Place_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_place_hint = /** @type {((inputs?: Shows_Near_Place_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Place_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_place_hint(inputs)
	return __en.shows_near_place_hint(inputs)
});
/**
* | output |
* | --- |
* | "How far you will go" |
*
* @param {Shows_Near_Within_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_label = /** @type {((inputs?: Shows_Near_Within_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Within_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_within_label(inputs)
	return __en.shows_near_within_label(inputs)
});
/**
* | output |
* | --- |
* | "In miles, or say km: 150 km." |
*
* @param {Shows_Near_Within_Hint_MiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_hint_mi = /** @type {((inputs?: Shows_Near_Within_Hint_MiInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Within_Hint_MiInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_within_hint_mi(inputs)
	return __en.shows_near_within_hint_mi(inputs)
});
/**
* | output |
* | --- |
* | "In kilometres, or say mi: 100 mi." |
*
* @param {Shows_Near_Within_Hint_KmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_within_hint_km = /** @type {((inputs?: Shows_Near_Within_Hint_KmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_Within_Hint_KmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_within_hint_km(inputs)
	return __en.shows_near_within_hint_km(inputs)
});
/**
* | output |
* | --- |
* | "Find the shows" |
*
* @param {Shows_Near_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_near_submit = /** @type {((inputs?: Shows_Near_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Near_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_near_submit(inputs)
	return __en.shows_near_submit(inputs)
});
/**
* | output |
* | --- |
* | "{heading} at {where}" |
*
* @param {Shows_Page_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_title_named = /** @type {((inputs: Shows_Page_Title_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Page_Title_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_page_title_named(inputs)
	return __en.shows_page_title_named(inputs)
});
/**
* | output |
* | --- |
* | "date to be announced" |
*
* @param {Shows_Page_Date_TbaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_date_tba = /** @type {((inputs?: Shows_Page_Date_TbaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Page_Date_TbaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_page_date_tba(inputs)
	return __en.shows_page_date_tba(inputs)
});
/**
* | output |
* | --- |
* | "{band} live at {where}, on {date}" |
*
* @param {Shows_Page_Sentence_DatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_sentence_dated = /** @type {((inputs: Shows_Page_Sentence_DatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Page_Sentence_DatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_page_sentence_dated(inputs)
	return __en.shows_page_sentence_dated(inputs)
});
/**
* | output |
* | --- |
* | "{band} live at {where}, date to be announced" |
*
* @param {Shows_Page_Sentence_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_page_sentence_undated = /** @type {((inputs: Shows_Page_Sentence_UndatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Page_Sentence_UndatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_page_sentence_undated(inputs)
	return __en.shows_page_sentence_undated(inputs)
});
/**
* | output |
* | --- |
* | "{band} at {venue}" |
*
* @param {Shows_Event_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_event_summary = /** @type {((inputs: Shows_Event_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Event_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_event_summary(inputs)
	return __en.shows_event_summary(inputs)
});
/**
* | output |
* | --- |
* | "{band} shows" |
*
* @param {Shows_Feed_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_name = /** @type {((inputs: Shows_Feed_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Feed_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_feed_name(inputs)
	return __en.shows_feed_name(inputs)
});
/**
* | output |
* | --- |
* | "{band} shows within {within} of {place}" |
*
* @param {Shows_Feed_Near_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_feed_near_name = /** @type {((inputs: Shows_Feed_Near_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Feed_Near_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_feed_near_name(inputs)
	return __en.shows_feed_near_name(inputs)
});
/**
* | output |
* | --- |
* | "There is no such show, or its date is not announced yet." |
*
* @param {Shows_Calendar_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_calendar_not_found = /** @type {((inputs?: Shows_Calendar_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Calendar_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_calendar_not_found(inputs)
	return __en.shows_calendar_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Shows_Price_FreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_price_free = /** @type {((inputs?: Shows_Price_FreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Price_FreeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_price_free(inputs)
	return __en.shows_price_free(inputs)
});
/**
* | output |
* | --- |
* | "Ages {age}+" |
*
* @param {Shows_AgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_ages = /** @type {((inputs: Shows_AgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_AgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_ages(inputs)
	return __en.shows_ages(inputs)
});
/**
* | output |
* | --- |
* | "With {names}" |
*
* @param {Shows_LineupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_lineup = /** @type {((inputs: Shows_LineupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_LineupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_lineup(inputs)
	return __en.shows_lineup(inputs)
});
/**
* | output |
* | --- |
* | "a number of miles, such as {example}" |
*
* @param {Shows_Distance_How_MiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_how_mi = /** @type {((inputs: Shows_Distance_How_MiInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_How_MiInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_how_mi(inputs)
	return __en.shows_distance_how_mi(inputs)
});
/**
* | output |
* | --- |
* | "a number of kilometres, such as {example}" |
*
* @param {Shows_Distance_How_KmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_how_km = /** @type {((inputs: Shows_Distance_How_KmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_How_KmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_how_km(inputs)
	return __en.shows_distance_how_km(inputs)
});
/**
* | output |
* | --- |
* | "Give a distance: {how}." |
*
* @param {Shows_Distance_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_missing = /** @type {((inputs: Shows_Distance_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_missing(inputs)
	return __en.shows_distance_missing(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" is not a distance: give {how}." |
*
* @param {Shows_Distance_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_unreadable = /** @type {((inputs: Shows_Distance_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_unreadable(inputs)
	return __en.shows_distance_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "The distance must be at least {shortest}: give {how}." |
*
* @param {Shows_Distance_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_too_short = /** @type {((inputs: Shows_Distance_Too_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_Too_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_too_short(inputs)
	return __en.shows_distance_too_short(inputs)
});
/**
* | output |
* | --- |
* | "{distance} is farther than we look for shows near you: give at most {longest}." |
*
* @param {Shows_Distance_Too_FarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_distance_too_far = /** @type {((inputs: Shows_Distance_Too_FarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Distance_Too_FarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_distance_too_far(inputs)
	return __en.shows_distance_too_far(inputs)
});
/**
* | output |
* | --- |
* | "The shows could not be loaded right now. Please try again later." |
*
* @param {Shows_Unavailable_PlainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shows_unavailable_plain = /** @type {((inputs?: Shows_Unavailable_PlainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shows_Unavailable_PlainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.shows_unavailable_plain(inputs)
	return __en.shows_unavailable_plain(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Tickets_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_label = /** @type {((inputs?: Tickets_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_label(inputs)
	return __en.tickets_label(inputs)
});
/**
* | output |
* | --- |
* | "Get Tickets" |
*
* @param {Tickets_Get_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_get_tickets = /** @type {((inputs?: Tickets_Get_TicketsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Get_TicketsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_get_tickets(inputs)
	return __en.tickets_get_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Get" |
*
* @param {Tickets_Row_GetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_row_get = /** @type {((inputs?: Tickets_Row_GetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Row_GetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_row_get(inputs)
	return __en.tickets_row_get(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Tickets_Row_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_row_tickets = /** @type {((inputs?: Tickets_Row_TicketsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Row_TicketsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_row_tickets(inputs)
	return __en.tickets_row_tickets(inputs)
});
/**
* | output |
* | --- |
* | "for {show}" |
*
* @param {Tickets_For_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_for_show = /** @type {((inputs: Tickets_For_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_For_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_for_show(inputs)
	return __en.tickets_for_show(inputs)
});
/**
* | output |
* | --- |
* | "Ticket info" |
*
* @param {Tickets_InfoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_info = /** @type {((inputs?: Tickets_InfoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_InfoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_info(inputs)
	return __en.tickets_info(inputs)
});
/**
* | output |
* | --- |
* | "Sold out" |
*
* @param {Tickets_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_sold_out = /** @type {((inputs?: Tickets_Sold_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Sold_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_sold_out(inputs)
	return __en.tickets_sold_out(inputs)
});
/**
* | output |
* | --- |
* | "Tickets at door" |
*
* @param {Tickets_At_DoorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_at_door = /** @type {((inputs?: Tickets_At_DoorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_At_DoorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_at_door(inputs)
	return __en.tickets_at_door(inputs)
});
/**
* | output |
* | --- |
* | "On sale {date}" |
*
* @param {Tickets_On_SaleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_on_sale = /** @type {((inputs: Tickets_On_SaleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_On_SaleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_on_sale(inputs)
	return __en.tickets_on_sale(inputs)
});
/**
* | output |
* | --- |
* | "Tickets: {url}" |
*
* @param {Tickets_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_link = /** @type {((inputs: Tickets_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_link(inputs)
	return __en.tickets_link(inputs)
});
/**
* | output |
* | --- |
* | "Calendar file (.ics)" |
*
* @param {Tickets_Calendar_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tickets_calendar_file = /** @type {((inputs?: Tickets_Calendar_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Calendar_FileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tickets_calendar_file(inputs)
	return __en.tickets_calendar_file(inputs)
});
/**
* | output |
* | --- |
* | "Hear when we play near you" |
*
* @param {Follow_Box_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_box_heading = /** @type {((inputs?: Follow_Box_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Box_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_box_heading(inputs)
	return __en.follow_box_heading(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Follow_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_label = /** @type {((inputs?: Follow_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_email_label(inputs)
	return __en.follow_email_label(inputs)
});
/**
* | output |
* | --- |
* | "Where you are" |
*
* @param {Follow_Place_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_label = /** @type {((inputs?: Follow_Place_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Place_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_place_label(inputs)
	return __en.follow_place_label(inputs)
});
/**
* | output |
* | --- |
* | "How far you will travel" |
*
* @param {Follow_Distance_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_distance_label = /** @type {((inputs?: Follow_Distance_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Distance_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_distance_label(inputs)
	return __en.follow_distance_label(inputs)
});
/**
* | output |
* | --- |
* | "Such as {distance}" |
*
* @param {Follow_Distance_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_distance_hint = /** @type {((inputs: Follow_Distance_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Distance_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_distance_hint(inputs)
	return __en.follow_distance_hint(inputs)
});
/**
* | output |
* | --- |
* | "E-mail me when {band} announce a show near me. One e-mail first, to confirm." |
*
* @param {Follow_Consent_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_near = /** @type {((inputs: Follow_Consent_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Consent_NearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_consent_near(inputs)
	return __en.follow_consent_near(inputs)
});
/**
* | output |
* | --- |
* | "E-mail me when {band} announce a show within {distance} of there. One e-mail first, to confirm." |
*
* @param {Follow_Consent_WithinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_within = /** @type {((inputs: Follow_Consent_WithinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Consent_WithinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_consent_within(inputs)
	return __en.follow_consent_within(inputs)
});
/**
* | output |
* | --- |
* | "Follow" |
*
* @param {Follow_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_submit = /** @type {((inputs?: Follow_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_submit(inputs)
	return __en.follow_submit(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Follow_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_privacy = /** @type {((inputs?: Follow_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_privacy(inputs)
	return __en.follow_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Which “{typed}”?" |
*
* @param {Follow_Which_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_which_place = /** @type {((inputs: Follow_Which_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Which_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_which_place(inputs)
	return __en.follow_which_place(inputs)
});
/**
* | output |
* | --- |
* | "City, ST or ZIP code" |
*
* @param {Follow_Place_Hint_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_us = /** @type {((inputs?: Follow_Place_Hint_UsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Place_Hint_UsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_place_hint_us(inputs)
	return __en.follow_place_hint_us(inputs)
});
/**
* | output |
* | --- |
* | "City, province or postal code" |
*
* @param {Follow_Place_Hint_CaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_ca = /** @type {((inputs?: Follow_Place_Hint_CaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Place_Hint_CaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_place_hint_ca(inputs)
	return __en.follow_place_hint_ca(inputs)
});
/**
* | output |
* | --- |
* | "City, and its country" |
*
* @param {Follow_Place_Hint_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_place_hint_other = /** @type {((inputs?: Follow_Place_Hint_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Place_Hint_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_place_hint_other(inputs)
	return __en.follow_place_hint_other(inputs)
});
/**
* | output |
* | --- |
* | "Enter your e-mail address, such as name@example.com." |
*
* @param {Follow_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_missing = /** @type {((inputs?: Follow_Email_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Email_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_email_missing(inputs)
	return __en.follow_email_missing(inputs)
});
/**
* | output |
* | --- |
* | "Enter the whole e-mail address, such as name@example.com." |
*
* @param {Follow_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_email_invalid = /** @type {((inputs?: Follow_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_email_invalid(inputs)
	return __en.follow_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Tick the box to say you want these e-mails." |
*
* @param {Follow_Consent_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_consent_missing = /** @type {((inputs?: Follow_Consent_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Consent_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_consent_missing(inputs)
	return __en.follow_consent_missing(inputs)
});
/**
* | output |
* | --- |
* | "Which one? Choose your place from the list." |
*
* @param {Follow_Choose_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_choose_place = /** @type {((inputs?: Follow_Choose_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Choose_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_choose_place(inputs)
	return __en.follow_choose_place(inputs)
});
/**
* | output |
* | --- |
* | "This form can only be sent from this site's own pages. Open the page again and send it from there." |
*
* @param {Follow_Refused_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_cross_site = /** @type {((inputs?: Follow_Refused_Cross_SiteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_Cross_SiteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_cross_site(inputs)
	return __en.follow_refused_cross_site(inputs)
});
/**
* | output |
* | --- |
* | "That was more than this form ever sends. Open the page again and send the form from there." |
*
* @param {Follow_Refused_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_large = /** @type {((inputs?: Follow_Refused_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_too_large(inputs)
	return __en.follow_refused_too_large(inputs)
});
/**
* | output |
* | --- |
* | "That was not this form. Open the page again and send the form from there." |
*
* @param {Follow_Refused_Not_A_FormInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_not_a_form = /** @type {((inputs?: Follow_Refused_Not_A_FormInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_Not_A_FormInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_not_a_form(inputs)
	return __en.follow_refused_not_a_form(inputs)
});
/**
* | output |
* | --- |
* | "Too many sign-ups from here for now. Please try again in an hour." |
*
* @param {Follow_Refused_Too_OftenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_often = /** @type {((inputs?: Follow_Refused_Too_OftenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_Too_OftenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_too_often(inputs)
	return __en.follow_refused_too_often(inputs)
});
/**
* | output |
* | --- |
* | "We are sending a lot of e-mail just now, and nothing was saved. Please try again in an hour." |
*
* @param {Follow_Refused_Too_Much_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_too_much_mail = /** @type {((inputs?: Follow_Refused_Too_Much_MailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_Too_Much_MailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_too_much_mail(inputs)
	return __en.follow_refused_too_much_mail(inputs)
});
/**
* | output |
* | --- |
* | "We could not save this just now, and nothing was changed. Please try again in a few minutes." |
*
* @param {Follow_Refused_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_refused_unavailable = /** @type {((inputs?: Follow_Refused_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Refused_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_refused_unavailable(inputs)
	return __en.follow_refused_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Following the band by e-mail is not open yet. Until it is, the shows list and the calendar feed have every date." |
*
* @param {Follow_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_not_open = /** @type {((inputs?: Follow_Not_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Not_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_not_open(inputs)
	return __en.follow_not_open(inputs)
});
/**
* | output |
* | --- |
* | "Follow the band" |
*
* @param {Follow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_title = /** @type {((inputs?: Follow_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_title(inputs)
	return __en.follow_title(inputs)
});
/**
* | output |
* | --- |
* | "An e-mail when {band} announce a show near you." |
*
* @param {Follow_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_description = /** @type {((inputs: Follow_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_description(inputs)
	return __en.follow_description(inputs)
});
/**
* | output |
* | --- |
* | "Following is not available on this site yet. The shows list and the calendar feed have every date." |
*
* @param {Follow_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_not_available = /** @type {((inputs?: Follow_Not_AvailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Not_AvailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_not_available(inputs)
	return __en.follow_not_available(inputs)
});
/**
* | output |
* | --- |
* | "Leave your e-mail and where you are: we write when {band} announce a show near you, and about nothing else." |
*
* @param {Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_intro = /** @type {((inputs: Follow_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_intro(inputs)
	return __en.follow_intro(inputs)
});
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
export const follow_check_these = /** @type {((inputs: Follow_Check_TheseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Check_TheseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_check_these(inputs)
	return __en.follow_check_these(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Follow_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_title = /** @type {((inputs?: Follow_Check_Inbox_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Check_Inbox_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_check_inbox_title(inputs)
	return __en.follow_check_inbox_title(inputs)
});
/**
* | output |
* | --- |
* | "If that address can follow the band, an e-mail is on its way with a link to confirm. Nothing is sent until you follow it." |
*
* @param {Follow_Check_Inbox_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_lead = /** @type {((inputs?: Follow_Check_Inbox_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Check_Inbox_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_check_inbox_lead(inputs)
	return __en.follow_check_inbox_lead(inputs)
});
/**
* | output |
* | --- |
* | "The link works for {hours} hours at most. Nothing came? Look in your spam folder; a new link can be asked for an hour after the last one. Without a click on ..." |
*
* @param {Follow_Check_Inbox_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_check_inbox_details = /** @type {((inputs: Follow_Check_Inbox_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Check_Inbox_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_check_inbox_details(inputs)
	return __en.follow_check_inbox_details(inputs)
});
/**
* | output |
* | --- |
* | "Back to the shows" |
*
* @param {Follow_Back_To_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_back_to_shows = /** @type {((inputs?: Follow_Back_To_ShowsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Back_To_ShowsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_back_to_shows(inputs)
	return __en.follow_back_to_shows(inputs)
});
/**
* | output |
* | --- |
* | "Confirm you want to hear about the band's shows" |
*
* @param {Follow_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_title = /** @type {((inputs?: Follow_Confirm_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirm_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirm_title(inputs)
	return __en.follow_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "One click, and {band} e-mail you when they announce a show near the place you chose." |
*
* @param {Follow_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_lead = /** @type {((inputs: Follow_Confirm_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirm_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirm_lead(inputs)
	return __en.follow_confirm_lead(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Follow_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_button = /** @type {((inputs?: Follow_Confirm_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirm_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirm_button(inputs)
	return __en.follow_confirm_button(inputs)
});
/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Follow_Link_Forged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_forged_title = /** @type {((inputs?: Follow_Link_Forged_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Forged_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_forged_title(inputs)
	return __en.follow_link_forged_title(inputs)
});
/**
* | output |
* | --- |
* | "It is not a link we sent, or part of it was lost on the way. Open the e-mail and follow its link as it is, or sign up again." |
*
* @param {Follow_Link_Forged_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_forged_text = /** @type {((inputs?: Follow_Link_Forged_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Forged_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_forged_text(inputs)
	return __en.follow_link_forged_text(inputs)
});
/**
* | output |
* | --- |
* | "This link has expired" |
*
* @param {Follow_Link_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_expired_title = /** @type {((inputs?: Follow_Link_Expired_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Expired_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_expired_title(inputs)
	return __en.follow_link_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "A confirmation link works for {hours} hours. Sign up again, and we send a new one." |
*
* @param {Follow_Link_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_expired_text = /** @type {((inputs: Follow_Link_Expired_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Expired_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_expired_text(inputs)
	return __en.follow_link_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "We could not confirm you just now" |
*
* @param {Follow_Confirm_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_unavailable_title = /** @type {((inputs?: Follow_Confirm_Unavailable_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirm_Unavailable_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirm_unavailable_title(inputs)
	return __en.follow_confirm_unavailable_title(inputs)
});
/**
* | output |
* | --- |
* | "Nothing went wrong with your link: our list did not answer. Follow the link again in a few minutes; it works for {hours} hours." |
*
* @param {Follow_Confirm_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirm_unavailable_text = /** @type {((inputs: Follow_Confirm_Unavailable_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirm_Unavailable_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirm_unavailable_text(inputs)
	return __en.follow_confirm_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "This link was used already" |
*
* @param {Follow_Link_Used_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_used_title = /** @type {((inputs?: Follow_Link_Used_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Used_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_used_title(inputs)
	return __en.follow_link_used_title(inputs)
});
/**
* | output |
* | --- |
* | "It was followed before, or a newer link was sent since. If you confirmed, you are on the list; if not, use the newest e-mail, or sign up again." |
*
* @param {Follow_Link_Used_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_link_used_text = /** @type {((inputs?: Follow_Link_Used_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Link_Used_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_link_used_text(inputs)
	return __en.follow_link_used_text(inputs)
});
/**
* | output |
* | --- |
* | "Sign up again" |
*
* @param {Follow_Sign_Up_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_sign_up_again = /** @type {((inputs?: Follow_Sign_Up_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Sign_Up_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_sign_up_again(inputs)
	return __en.follow_sign_up_again(inputs)
});
/**
* | output |
* | --- |
* | "You are following the band" |
*
* @param {Follow_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirmed_title = /** @type {((inputs?: Follow_Confirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirmed_title(inputs)
	return __en.follow_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "We will e-mail you when {band} announce a show within {within} of {place}. Every e-mail has a link to stop them." |
*
* @param {Follow_Confirmed_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_confirmed_lead = /** @type {((inputs: Follow_Confirmed_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Confirmed_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_confirmed_lead(inputs)
	return __en.follow_confirmed_lead(inputs)
});
/**
* | output |
* | --- |
* | "Shows near you" |
*
* @param {Follow_Shows_Near_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_shows_near_you = /** @type {((inputs?: Follow_Shows_Near_YouInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Shows_Near_YouInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_shows_near_you(inputs)
	return __en.follow_shows_near_you(inputs)
});
/**
* | output |
* | --- |
* | "None booked yet: you will be the first to know." |
*
* @param {Follow_None_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_none_booked = /** @type {((inputs?: Follow_None_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_None_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_none_booked(inputs)
	return __en.follow_none_booked(inputs)
});
/**
* | output |
* | --- |
* | "Every upcoming show" |
*
* @param {Follow_Every_Upcoming_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_every_upcoming_show = /** @type {((inputs?: Follow_Every_Upcoming_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Every_Upcoming_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_every_upcoming_show(inputs)
	return __en.follow_every_upcoming_show(inputs)
});
/**
* | output |
* | --- |
* | "Stop all e-mails" |
*
* @param {Follow_Stop_All_EmailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_stop_all_emails = /** @type {((inputs?: Follow_Stop_All_EmailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Stop_All_EmailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_stop_all_emails(inputs)
	return __en.follow_stop_all_emails(inputs)
});
/**
* | output |
* | --- |
* | "One click, and your address, your place and everything else about you are deleted: no more e-mails from {band}." |
*
* @param {Follow_Unsubscribe_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_unsubscribe_lead = /** @type {((inputs: Follow_Unsubscribe_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Unsubscribe_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_unsubscribe_lead(inputs)
	return __en.follow_unsubscribe_lead(inputs)
});
/**
* | output |
* | --- |
* | "We could not take you off the list just now: our list did not answer. Please follow the link in the e-mail again in a few minutes." |
*
* @param {Follow_Leave_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_leave_failed = /** @type {((inputs?: Follow_Leave_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Leave_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_leave_failed(inputs)
	return __en.follow_leave_failed(inputs)
});
/**
* | output |
* | --- |
* | "This link is missing part of its key. Open the e-mail and follow its link as it is." |
*
* @param {Follow_Bad_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_bad_unsubscribe_link = /** @type {((inputs?: Follow_Bad_Unsubscribe_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Bad_Unsubscribe_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_bad_unsubscribe_link(inputs)
	return __en.follow_bad_unsubscribe_link(inputs)
});
/**
* | output |
* | --- |
* | "You are off the list" |
*
* @param {Follow_Left_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_left_title = /** @type {((inputs?: Follow_Left_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Left_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_left_title(inputs)
	return __en.follow_left_title(inputs)
});
/**
* | output |
* | --- |
* | "You are off the list: your address and your place are deleted, and {band} will not e-mail you again." |
*
* @param {Follow_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_left = /** @type {((inputs: Follow_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.follow_left(inputs)
	return __en.follow_left(inputs)
});
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_Box_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_heading = /** @type {((inputs?: Remind_Box_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Box_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_box_heading(inputs)
	return __en.remind_box_heading(inputs)
});
/**
* | output |
* | --- |
* | "One e-mail about a day before the show, one when tickets go on sale, and word at once if it is cancelled, postponed or moved. Nothing else." |
*
* @param {Remind_Box_Lead_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_lead_show = /** @type {((inputs?: Remind_Box_Lead_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Box_Lead_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_box_lead_show(inputs)
	return __en.remind_box_lead_show(inputs)
});
/**
* | output |
* | --- |
* | "One e-mail on the day it comes out, with every place to hear it. Nothing else." |
*
* @param {Remind_Box_Lead_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_box_lead_release = /** @type {((inputs?: Remind_Box_Lead_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Box_Lead_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_box_lead_release(inputs)
	return __en.remind_box_lead_release(inputs)
});
/**
* | output |
* | --- |
* | "Your e-mail" |
*
* @param {Remind_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_label = /** @type {((inputs?: Remind_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_email_label(inputs)
	return __en.remind_email_label(inputs)
});
/**
* | output |
* | --- |
* | "E-mail me about this show only. I can stop it from any of those e-mails." |
*
* @param {Remind_Consent_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_show = /** @type {((inputs?: Remind_Consent_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Consent_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_consent_show(inputs)
	return __en.remind_consent_show(inputs)
});
/**
* | output |
* | --- |
* | "E-mail me on the day {title} comes out. I can stop it from that e-mail." |
*
* @param {Remind_Consent_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_release = /** @type {((inputs: Remind_Consent_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Consent_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_consent_release(inputs)
	return __en.remind_consent_release(inputs)
});
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_Submit_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_submit_show = /** @type {((inputs?: Remind_Submit_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Submit_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_submit_show(inputs)
	return __en.remind_submit_show(inputs)
});
/**
* | output |
* | --- |
* | "E-mail me on release day" |
*
* @param {Remind_Submit_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_submit_release = /** @type {((inputs?: Remind_Submit_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Submit_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_submit_release(inputs)
	return __en.remind_submit_release(inputs)
});
/**
* | output |
* | --- |
* | "How the address is kept" |
*
* @param {Remind_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_privacy = /** @type {((inputs?: Remind_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_privacy(inputs)
	return __en.remind_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Remind me: {show}" |
*
* @param {Remind_Title_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title_show = /** @type {((inputs: Remind_Title_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Title_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_title_show(inputs)
	return __en.remind_title_show(inputs)
});
/**
* | output |
* | --- |
* | "Release day: {title}" |
*
* @param {Remind_Title_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title_release = /** @type {((inputs: Remind_Title_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Title_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_title_release(inputs)
	return __en.remind_title_release(inputs)
});
/**
* | output |
* | --- |
* | "Remind me" |
*
* @param {Remind_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_title = /** @type {((inputs?: Remind_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_title(inputs)
	return __en.remind_title(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing to be reminded of at this address: the show or release may have passed, or the link is wrong." |
*
* @param {Remind_Unknown_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unknown_subject = /** @type {((inputs?: Remind_Unknown_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Unknown_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_unknown_subject(inputs)
	return __en.remind_unknown_subject(inputs)
});
/**
* | output |
* | --- |
* | "This show has passed or was cancelled: there is nothing left to remind you of." |
*
* @param {Remind_Show_PassedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_show_passed = /** @type {((inputs?: Remind_Show_PassedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Show_PassedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_show_passed(inputs)
	return __en.remind_show_passed(inputs)
});
/**
* | output |
* | --- |
* | "This release is already out: listen to it now on its page." |
*
* @param {Remind_Release_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_release_out = /** @type {((inputs?: Remind_Release_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Release_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_release_out(inputs)
	return __en.remind_release_out(inputs)
});
/**
* | output |
* | --- |
* | "Enter your e-mail address." |
*
* @param {Remind_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_missing = /** @type {((inputs?: Remind_Email_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Email_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_email_missing(inputs)
	return __en.remind_email_missing(inputs)
});
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Remind_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_email_invalid = /** @type {((inputs?: Remind_Email_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Email_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_email_invalid(inputs)
	return __en.remind_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Tick the box to agree to these e-mails." |
*
* @param {Remind_Consent_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_consent_missing = /** @type {((inputs?: Remind_Consent_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Consent_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_consent_missing(inputs)
	return __en.remind_consent_missing(inputs)
});
/**
* | output |
* | --- |
* | "Check this before sending again" |
*
* @param {Remind_Check_TheseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_these = /** @type {((inputs?: Remind_Check_TheseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Check_TheseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_check_these(inputs)
	return __en.remind_check_these(inputs)
});
/**
* | output |
* | --- |
* | "Reminders open once the site can send e-mail." |
*
* @param {Remind_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_not_open = /** @type {((inputs?: Remind_Not_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Not_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_not_open(inputs)
	return __en.remind_not_open(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Remind_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_title = /** @type {((inputs?: Remind_Check_Inbox_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Check_Inbox_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_check_inbox_title(inputs)
	return __en.remind_check_inbox_title(inputs)
});
/**
* | output |
* | --- |
* | "If that address can get the reminder, an e-mail is on its way: a link to confirm it, or word that it is set if the address was confirmed before." |
*
* @param {Remind_Check_Inbox_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_lead = /** @type {((inputs?: Remind_Check_Inbox_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Check_Inbox_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_check_inbox_lead(inputs)
	return __en.remind_check_inbox_lead(inputs)
});
/**
* | output |
* | --- |
* | "A link works for {hours} hours at most. Nothing came? Look in your spam folder; a new e-mail can be asked for an hour after the last one." |
*
* @param {Remind_Check_Inbox_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_check_inbox_details = /** @type {((inputs: Remind_Check_Inbox_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Check_Inbox_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_check_inbox_details(inputs)
	return __en.remind_check_inbox_details(inputs)
});
/**
* | output |
* | --- |
* | "Back to the shows" |
*
* @param {Remind_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_back = /** @type {((inputs?: Remind_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_back(inputs)
	return __en.remind_back(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your reminder" |
*
* @param {Remind_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_title = /** @type {((inputs?: Remind_Confirm_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirm_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirm_title(inputs)
	return __en.remind_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "One click and the reminder is set." |
*
* @param {Remind_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_lead = /** @type {((inputs?: Remind_Confirm_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirm_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirm_lead(inputs)
	return __en.remind_confirm_lead(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Remind_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirm_button = /** @type {((inputs?: Remind_Confirm_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirm_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirm_button(inputs)
	return __en.remind_confirm_button(inputs)
});
/**
* | output |
* | --- |
* | "Your reminder is set" |
*
* @param {Remind_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_title = /** @type {((inputs?: Remind_Confirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirmed_title(inputs)
	return __en.remind_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "We will e-mail you about {show}: a day before, when tickets go on sale, and at once if anything changes." |
*
* @param {Remind_Confirmed_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_show = /** @type {((inputs: Remind_Confirmed_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirmed_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirmed_show(inputs)
	return __en.remind_confirmed_show(inputs)
});
/**
* | output |
* | --- |
* | "We will e-mail you on the day {title} comes out." |
*
* @param {Remind_Confirmed_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_confirmed_release = /** @type {((inputs: Remind_Confirmed_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Confirmed_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_confirmed_release(inputs)
	return __en.remind_confirmed_release(inputs)
});
/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Remind_Link_Forged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_forged_title = /** @type {((inputs?: Remind_Link_Forged_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Forged_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_forged_title(inputs)
	return __en.remind_link_forged_title(inputs)
});
/**
* | output |
* | --- |
* | "It may have been cut short when it was copied. Ask for the reminder again from the show's page." |
*
* @param {Remind_Link_Forged_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_forged_text = /** @type {((inputs?: Remind_Link_Forged_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Forged_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_forged_text(inputs)
	return __en.remind_link_forged_text(inputs)
});
/**
* | output |
* | --- |
* | "This link has expired" |
*
* @param {Remind_Link_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_expired_title = /** @type {((inputs?: Remind_Link_Expired_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Expired_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_expired_title(inputs)
	return __en.remind_link_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "Links work for {hours} hours. Ask for the reminder again from its page." |
*
* @param {Remind_Link_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_expired_text = /** @type {((inputs: Remind_Link_Expired_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Expired_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_expired_text(inputs)
	return __en.remind_link_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "This link was already used" |
*
* @param {Remind_Link_Used_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_used_title = /** @type {((inputs?: Remind_Link_Used_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Used_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_used_title(inputs)
	return __en.remind_link_used_title(inputs)
});
/**
* | output |
* | --- |
* | "The reminder is set, or it was stopped since. Ask again from its page if you want it." |
*
* @param {Remind_Link_Used_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_link_used_text = /** @type {((inputs?: Remind_Link_Used_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Link_Used_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_link_used_text(inputs)
	return __en.remind_link_used_text(inputs)
});
/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Remind_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unavailable_title = /** @type {((inputs?: Remind_Unavailable_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Unavailable_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_unavailable_title(inputs)
	return __en.remind_unavailable_title(inputs)
});
/**
* | output |
* | --- |
* | "The site could not save that just now. Try the link again in a few minutes." |
*
* @param {Remind_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_unavailable_text = /** @type {((inputs?: Remind_Unavailable_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Unavailable_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_unavailable_text(inputs)
	return __en.remind_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "Stop e-mails" |
*
* @param {Remind_Stop_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_title = /** @type {((inputs?: Remind_Stop_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stop_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stop_title(inputs)
	return __en.remind_stop_title(inputs)
});
/**
* | output |
* | --- |
* | "Stop this reminder alone, or every e-mail from {band} to this address (shows near you and every other reminder too)." |
*
* @param {Remind_Stop_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_lead = /** @type {((inputs: Remind_Stop_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stop_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stop_lead(inputs)
	return __en.remind_stop_lead(inputs)
});
/**
* | output |
* | --- |
* | "Stop this reminder" |
*
* @param {Remind_Stop_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_this = /** @type {((inputs?: Remind_Stop_ThisInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stop_ThisInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stop_this(inputs)
	return __en.remind_stop_this(inputs)
});
/**
* | output |
* | --- |
* | "Stop every e-mail from {band}" |
*
* @param {Remind_Stop_EverythingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_everything = /** @type {((inputs: Remind_Stop_EverythingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stop_EverythingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stop_everything(inputs)
	return __en.remind_stop_everything(inputs)
});
/**
* | output |
* | --- |
* | "Done: this reminder is stopped, and nothing more about it will be sent." |
*
* @param {Remind_Stopped_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_this = /** @type {((inputs?: Remind_Stopped_ThisInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stopped_ThisInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stopped_this(inputs)
	return __en.remind_stopped_this(inputs)
});
/**
* | output |
* | --- |
* | "Done: {band} will send nothing more to this address, and it is deleted from the site." |
*
* @param {Remind_Stopped_EverythingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_everything = /** @type {((inputs: Remind_Stopped_EverythingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stopped_EverythingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stopped_everything(inputs)
	return __en.remind_stopped_everything(inputs)
});
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Remind_Stopped_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stopped_title = /** @type {((inputs?: Remind_Stopped_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stopped_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stopped_title(inputs)
	return __en.remind_stopped_title(inputs)
});
/**
* | output |
* | --- |
* | "This link is not complete: open it again from the e-mail." |
*
* @param {Remind_Bad_Stop_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_bad_stop_link = /** @type {((inputs?: Remind_Bad_Stop_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Bad_Stop_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_bad_stop_link(inputs)
	return __en.remind_bad_stop_link(inputs)
});
/**
* | output |
* | --- |
* | "The site could not stop it just now. Try again in a few minutes." |
*
* @param {Remind_Stop_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const remind_stop_failed = /** @type {((inputs?: Remind_Stop_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Remind_Stop_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.remind_stop_failed(inputs)
	return __en.remind_stop_failed(inputs)
});
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to be reminded of this show." |
*
* @param {Mail_Remind_Footer_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_footer_show = /** @type {((inputs?: Mail_Remind_Footer_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Footer_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_footer_show(inputs)
	return __en.mail_remind_footer_show(inputs)
});
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to hear when this release comes out." |
*
* @param {Mail_Remind_Footer_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_footer_release = /** @type {((inputs?: Mail_Remind_Footer_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Footer_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_footer_release(inputs)
	return __en.mail_remind_footer_release(inputs)
});
/**
* | output |
* | --- |
* | "Confirm: a reminder for {what}" |
*
* @param {Mail_Remind_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_subject = /** @type {((inputs: Mail_Remind_Confirm_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Confirm_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_confirm_subject(inputs)
	return __en.mail_remind_confirm_subject(inputs)
});
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to be reminded of {band} at {what}." |
*
* @param {Mail_Remind_Confirm_Asked_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_asked_show = /** @type {((inputs: Mail_Remind_Confirm_Asked_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Confirm_Asked_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_confirm_asked_show(inputs)
	return __en.mail_remind_confirm_asked_show(inputs)
});
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked for an e-mail on the day {band}'s {what} comes out." |
*
* @param {Mail_Remind_Confirm_Asked_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_asked_release = /** @type {((inputs: Mail_Remind_Confirm_Asked_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Confirm_Asked_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_confirm_asked_release(inputs)
	return __en.mail_remind_confirm_asked_release(inputs)
});
/**
* | output |
* | --- |
* | "Yes, remind me" |
*
* @param {Mail_Remind_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_action = /** @type {((inputs?: Mail_Remind_Confirm_ActionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Confirm_ActionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_confirm_action(inputs)
	return __en.mail_remind_confirm_action(inputs)
});
/**
* | output |
* | --- |
* | "The link works once, for at most {hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within {..." |
*
* @param {Mail_Remind_Confirm_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_confirm_how_long = /** @type {((inputs: Mail_Remind_Confirm_How_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Confirm_How_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_confirm_how_long(inputs)
	return __en.mail_remind_confirm_how_long(inputs)
});
/**
* | output |
* | --- |
* | "Reminder set: {what}" |
*
* @param {Mail_Remind_Set_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_subject = /** @type {((inputs: Mail_Remind_Set_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Set_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_set_subject(inputs)
	return __en.mail_remind_set_subject(inputs)
});
/**
* | output |
* | --- |
* | "This address already gets the band's e-mails, so it was not asked again: you will hear about this show a day before, when tickets go on sale, and at once if ..." |
*
* @param {Mail_Remind_Set_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_show = /** @type {((inputs?: Mail_Remind_Set_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Set_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_set_show(inputs)
	return __en.mail_remind_set_show(inputs)
});
/**
* | output |
* | --- |
* | "This address already gets the band's e-mails, so it was not asked again: you will hear on the day {what} comes out." |
*
* @param {Mail_Remind_Set_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_set_release = /** @type {((inputs: Mail_Remind_Set_ReleaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Set_ReleaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_set_release(inputs)
	return __en.mail_remind_set_release(inputs)
});
/**
* | output |
* | --- |
* | "Tomorrow: {band} at {where}" |
*
* @param {Mail_Remind_Soon_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_soon_subject = /** @type {((inputs: Mail_Remind_Soon_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Soon_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_soon_subject(inputs)
	return __en.mail_remind_soon_subject(inputs)
});
/**
* | output |
* | --- |
* | "A reminder, as you asked: {band} play {when}." |
*
* @param {Mail_Remind_Soon_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_soon_lead = /** @type {((inputs: Mail_Remind_Soon_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Soon_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_soon_lead(inputs)
	return __en.mail_remind_soon_lead(inputs)
});
/**
* | output |
* | --- |
* | "On sale now: {band} at {where}" |
*
* @param {Mail_Remind_On_Sale_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_on_sale_subject = /** @type {((inputs: Mail_Remind_On_Sale_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_On_Sale_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_on_sale_subject(inputs)
	return __en.mail_remind_on_sale_subject(inputs)
});
/**
* | output |
* | --- |
* | "Tickets are on sale now." |
*
* @param {Mail_Remind_On_Sale_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_on_sale_lead = /** @type {((inputs?: Mail_Remind_On_Sale_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_On_Sale_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_on_sale_lead(inputs)
	return __en.mail_remind_on_sale_lead(inputs)
});
/**
* | output |
* | --- |
* | "Moved: {band} at {where}" |
*
* @param {Mail_Remind_Moved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved_subject = /** @type {((inputs: Mail_Remind_Moved_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Moved_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_moved_subject(inputs)
	return __en.mail_remind_moved_subject(inputs)
});
/**
* | output |
* | --- |
* | "The show on {date} has moved to {venue}. Your ticket is good there unless the seller tells you otherwise." |
*
* @param {Mail_Remind_MovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved = /** @type {((inputs: Mail_Remind_MovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_MovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_moved(inputs)
	return __en.mail_remind_moved(inputs)
});
/**
* | output |
* | --- |
* | "The show has moved to {venue}. Your ticket is good there unless the seller tells you otherwise." |
*
* @param {Mail_Remind_Moved_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_moved_undated = /** @type {((inputs: Mail_Remind_Moved_UndatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Moved_UndatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_moved_undated(inputs)
	return __en.mail_remind_moved_undated(inputs)
});
/**
* | output |
* | --- |
* | "What happens to tickets bought already: the seller writes to every buyer; the show's page says what we know." |
*
* @param {Mail_Remind_Tickets_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_tickets_note = /** @type {((inputs?: Mail_Remind_Tickets_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Tickets_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_tickets_note(inputs)
	return __en.mail_remind_tickets_note(inputs)
});
/**
* | output |
* | --- |
* | "Out today: {title}" |
*
* @param {Mail_Remind_Released_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_released_subject = /** @type {((inputs: Mail_Remind_Released_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Released_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_released_subject(inputs)
	return __en.mail_remind_released_subject(inputs)
});
/**
* | output |
* | --- |
* | "{band}'s {title} is out today. Hear it here:" |
*
* @param {Mail_Remind_Released_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_released_lead = /** @type {((inputs: Mail_Remind_Released_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Released_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_released_lead(inputs)
	return __en.mail_remind_released_lead(inputs)
});
/**
* | output |
* | --- |
* | "The release's page" |
*
* @param {Mail_Remind_Release_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_remind_release_page = /** @type {((inputs?: Mail_Remind_Release_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Remind_Release_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_remind_release_page(inputs)
	return __en.mail_remind_release_page(inputs)
});
/**
* | output |
* | --- |
* | "Press kit" |
*
* @param {Press_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_title = /** @type {((inputs?: Press_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_title(inputs)
	return __en.press_title(inputs)
});
/**
* | output |
* | --- |
* | "The press kit of {band}: {pitch}" |
*
* @param {Press_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_description = /** @type {((inputs: Press_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_description(inputs)
	return __en.press_description(inputs)
});
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Press_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_bookings = /** @type {((inputs?: Press_BookingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_BookingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_bookings(inputs)
	return __en.press_bookings(inputs)
});
/**
* | output |
* | --- |
* | "Email bookings" |
*
* @param {Press_Email_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_email_bookings = /** @type {((inputs?: Press_Email_BookingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Email_BookingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_email_bookings(inputs)
	return __en.press_email_bookings(inputs)
});
/**
* | output |
* | --- |
* | "Download the press kit (PDF)" |
*
* @param {Press_Download_PdfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_pdf = /** @type {((inputs?: Press_Download_PdfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Download_PdfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_download_pdf(inputs)
	return __en.press_download_pdf(inputs)
});
/**
* | output |
* | --- |
* | "Booking inquiry: {band}" |
*
* @param {Press_Booking_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_booking_subject = /** @type {((inputs: Press_Booking_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Booking_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_booking_subject(inputs)
	return __en.press_booking_subject(inputs)
});
/**
* | output |
* | --- |
* | "Short bio" |
*
* @param {Press_Short_BioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_short_bio = /** @type {((inputs?: Press_Short_BioInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Short_BioInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_short_bio(inputs)
	return __en.press_short_bio(inputs)
});
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
export const press_genres = /** @type {((inputs: Press_GenresInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_GenresInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_genres(inputs)
	return __en.press_genres(inputs)
});
/**
* | output |
* | --- |
* | "Hometown" |
*
* @param {Press_HometownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_hometown = /** @type {((inputs?: Press_HometownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_HometownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_hometown(inputs)
	return __en.press_hometown(inputs)
});
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Press_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photos = /** @type {((inputs?: Press_PhotosInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_PhotosInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_photos(inputs)
	return __en.press_photos(inputs)
});
/**
* | output |
* | --- |
* | "Photo: {credit}" |
*
* @param {Press_Photo_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photo_credit = /** @type {((inputs: Press_Photo_CreditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Photo_CreditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_photo_credit(inputs)
	return __en.press_photo_credit(inputs)
});
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Press_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download = /** @type {((inputs?: Press_DownloadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_DownloadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_download(inputs)
	return __en.press_download(inputs)
});
/**
* | output |
* | --- |
* | "photo {number}" |
*
* @param {Press_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_photo_number = /** @type {((inputs: Press_Photo_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Photo_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_photo_number(inputs)
	return __en.press_photo_number(inputs)
});
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Press_LogoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_logo = /** @type {((inputs?: Press_LogoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_LogoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_logo(inputs)
	return __en.press_logo(inputs)
});
/**
* | output |
* | --- |
* | "Download SVG" |
*
* @param {Press_Download_SvgInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_svg = /** @type {((inputs?: Press_Download_SvgInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Download_SvgInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_download_svg(inputs)
	return __en.press_download_svg(inputs)
});
/**
* | output |
* | --- |
* | "Download PNG" |
*
* @param {Press_Download_PngInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_download_png = /** @type {((inputs?: Press_Download_PngInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Download_PngInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_download_png(inputs)
	return __en.press_download_png(inputs)
});
/**
* | output |
* | --- |
* | "of the logo" |
*
* @param {Press_Of_The_LogoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_of_the_logo = /** @type {((inputs?: Press_Of_The_LogoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Of_The_LogoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_of_the_logo(inputs)
	return __en.press_of_the_logo(inputs)
});
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Press_MusicInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_music = /** @type {((inputs?: Press_MusicInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_MusicInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_music(inputs)
	return __en.press_music(inputs)
});
/**
* | output |
* | --- |
* | "Streaming services" |
*
* @param {Press_Streaming_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_streaming_services = /** @type {((inputs?: Press_Streaming_ServicesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Streaming_ServicesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_streaming_services(inputs)
	return __en.press_streaming_services(inputs)
});
/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Press_VideosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_videos = /** @type {((inputs?: Press_VideosInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_VideosInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_videos(inputs)
	return __en.press_videos(inputs)
});
/**
* | output |
* | --- |
* | "Press" |
*
* @param {Press_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_quotes = /** @type {((inputs?: Press_QuotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_QuotesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_quotes(inputs)
	return __en.press_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Live" |
*
* @param {Press_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_live = /** @type {((inputs?: Press_LiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_LiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_live(inputs)
	return __en.press_live(inputs)
});
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
export const press_shows = /** @type {((inputs: Press_ShowsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_ShowsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_shows(inputs)
	return __en.press_shows(inputs)
});
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
export const press_shows_played = /** @type {((inputs: Press_Shows_PlayedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Shows_PlayedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_shows_played(inputs)
	return __en.press_shows_played(inputs)
});
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
export const press_cities = /** @type {((inputs: Press_CitiesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_CitiesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_cities(inputs)
	return __en.press_cities(inputs)
});
/**
* | output |
* | --- |
* | "on the road" |
*
* @param {Press_On_The_RoadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_on_the_road = /** @type {((inputs?: Press_On_The_RoadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_On_The_RoadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_on_the_road(inputs)
	return __en.press_on_the_road(inputs)
});
/**
* | output |
* | --- |
* | "first show" |
*
* @param {Press_First_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_first_show = /** @type {((inputs?: Press_First_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_First_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_first_show(inputs)
	return __en.press_first_show(inputs)
});
/**
* | output |
* | --- |
* | "Notable shows" |
*
* @param {Press_Notable_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_notable_shows = /** @type {((inputs?: Press_Notable_ShowsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Notable_ShowsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_notable_shows(inputs)
	return __en.press_notable_shows(inputs)
});
/**
* | output |
* | --- |
* | "For the engineer" |
*
* @param {Press_EngineerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_engineer = /** @type {((inputs?: Press_EngineerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_EngineerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_engineer(inputs)
	return __en.press_engineer(inputs)
});
/**
* | output |
* | --- |
* | "Technical rider" |
*
* @param {Press_RiderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_rider = /** @type {((inputs?: Press_RiderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_RiderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_rider(inputs)
	return __en.press_rider(inputs)
});
/**
* | output |
* | --- |
* | "Stage plot" |
*
* @param {Press_Stage_PlotInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_stage_plot = /** @type {((inputs?: Press_Stage_PlotInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Stage_PlotInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_stage_plot(inputs)
	return __en.press_stage_plot(inputs)
});
/**
* | output |
* | --- |
* | "Input list" |
*
* @param {Press_Input_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_input_list = /** @type {((inputs?: Press_Input_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Input_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_input_list(inputs)
	return __en.press_input_list(inputs)
});
/**
* | output |
* | --- |
* | "Draw per market" |
*
* @param {Press_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_draw = /** @type {((inputs?: Press_DrawInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_DrawInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_draw(inputs)
	return __en.press_draw(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Press_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_city = /** @type {((inputs?: Press_CityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_CityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_city(inputs)
	return __en.press_city(inputs)
});
/**
* | output |
* | --- |
* | "Get Tickets clicks" |
*
* @param {Press_Ticket_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_ticket_clicks = /** @type {((inputs?: Press_Ticket_ClicksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Ticket_ClicksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_ticket_clicks(inputs)
	return __en.press_ticket_clicks(inputs)
});
/**
* | output |
* | --- |
* | "Fans nearby" |
*
* @param {Press_Fans_NearbyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_fans_nearby = /** @type {((inputs?: Press_Fans_NearbyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fans_NearbyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_fans_nearby(inputs)
	return __en.press_fans_nearby(inputs)
});
/**
* | output |
* | --- |
* | "Get Tickets clicks are this site's own count of clicks on its Get Tickets links: each visitor once per show and day. They are not tickets sold. Fans nearby f..." |
*
* @param {Press_Draw_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_draw_note = /** @type {((inputs: Press_Draw_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Draw_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_draw_note(inputs)
	return __en.press_draw_note(inputs)
});
/**
* | output |
* | --- |
* | "fewer than {threshold}" |
*
* @param {Press_Fewer_ThanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_fewer_than = /** @type {((inputs: Press_Fewer_ThanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fewer_ThanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_fewer_than(inputs)
	return __en.press_fewer_than(inputs)
});
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
export const press_pdf_shows_played = /** @type {((inputs: Press_Pdf_Shows_PlayedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_Shows_PlayedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_shows_played(inputs)
	return __en.press_pdf_shows_played(inputs)
});
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
export const press_pdf_cities = /** @type {((inputs: Press_Pdf_CitiesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_CitiesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_cities(inputs)
	return __en.press_pdf_cities(inputs)
});
/**
* | output |
* | --- |
* | "About" |
*
* @param {Press_Pdf_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_about = /** @type {((inputs?: Press_Pdf_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_AboutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_about(inputs)
	return __en.press_pdf_about(inputs)
});
/**
* | output |
* | --- |
* | "Line-up" |
*
* @param {Press_Pdf_Line_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_line_up = /** @type {((inputs?: Press_Pdf_Line_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_Line_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_line_up(inputs)
	return __en.press_pdf_line_up(inputs)
});
/**
* | output |
* | --- |
* | "Photos, logo and the full story: {url}" |
*
* @param {Press_Pdf_FooterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_footer = /** @type {((inputs: Press_Pdf_FooterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_FooterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_footer(inputs)
	return __en.press_pdf_footer(inputs)
});
/**
* | output |
* | --- |
* | "{band}: press kit" |
*
* @param {Press_Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_title = /** @type {((inputs: Press_Pdf_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_title(inputs)
	return __en.press_pdf_title(inputs)
});
/**
* | output |
* | --- |
* | "{band} - press kit.pdf" |
*
* @param {Press_Pdf_File_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const press_pdf_file_name = /** @type {((inputs: Press_Pdf_File_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Pdf_File_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.press_pdf_file_name(inputs)
	return __en.press_pdf_file_name(inputs)
});
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Share_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_date_to_be_announced = /** @type {((inputs?: Share_Date_To_Be_AnnouncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Date_To_Be_AnnouncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_date_to_be_announced(inputs)
	return __en.share_date_to_be_announced(inputs)
});
/**
* | output |
* | --- |
* | "Played" |
*
* @param {Share_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_played = /** @type {((inputs?: Share_PlayedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlayedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_played(inputs)
	return __en.share_played(inputs)
});
/**
* | output |
* | --- |
* | "Out soon" |
*
* @param {Share_Out_SoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const share_out_soon = /** @type {((inputs?: Share_Out_SoonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Out_SoonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.share_out_soon(inputs)
	return __en.share_out_soon(inputs)
});
/**
* | output |
* | --- |
* | "Unsubscribe at once" |
*
* @param {Mail_Unsubscribe_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_now = /** @type {((inputs?: Mail_Unsubscribe_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_unsubscribe_now(inputs)
	return __en.mail_unsubscribe_now(inputs)
});
/**
* | output |
* | --- |
* | "You get this e-mail because this address was entered on the band's site." |
*
* @param {Mail_Footer_EnteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer_entered = /** @type {((inputs?: Mail_Footer_EnteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Footer_EnteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_footer_entered(inputs)
	return __en.mail_footer_entered(inputs)
});
/**
* | output |
* | --- |
* | "You get this e-mail because you asked to hear when the band plays near you." |
*
* @param {Mail_Footer_FollowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer_following = /** @type {((inputs?: Mail_Footer_FollowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Footer_FollowingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_footer_following(inputs)
	return __en.mail_footer_following(inputs)
});
/**
* | output |
* | --- |
* | "Confirm: {band} shows near {place}" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject = /** @type {((inputs: Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_confirm_subject(inputs)
	return __en.mail_confirm_subject(inputs)
});
/**
* | output |
* | --- |
* | "Confirm you want to hear about {band} shows near {place}" |
*
* @param {Mail_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_heading = /** @type {((inputs: Mail_Confirm_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_confirm_heading(inputs)
	return __en.mail_confirm_heading(inputs)
});
/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to get an e-mail whenever {band} announce a show within {within} of {place}." |
*
* @param {Mail_Confirm_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_asked = /** @type {((inputs: Mail_Confirm_AskedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_AskedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_confirm_asked(inputs)
	return __en.mail_confirm_asked(inputs)
});
/**
* | output |
* | --- |
* | "Yes, tell me about shows near me" |
*
* @param {Mail_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_action = /** @type {((inputs?: Mail_Confirm_ActionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_ActionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_confirm_action(inputs)
	return __en.mail_confirm_action(inputs)
});
/**
* | output |
* | --- |
* | "The link works once, for at most {hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within {..." |
*
* @param {Mail_Confirm_How_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_how_long = /** @type {((inputs: Mail_Confirm_How_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_How_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_confirm_how_long(inputs)
	return __en.mail_confirm_how_long(inputs)
});
/**
* | output |
* | --- |
* | "{band} at {where}, {date}" |
*
* @param {Mail_Announce_Subject_OneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_one = /** @type {((inputs: Mail_Announce_Subject_OneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Announce_Subject_OneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_announce_subject_one(inputs)
	return __en.mail_announce_subject_one(inputs)
});
/**
* | output |
* | --- |
* | "{band} at {where}" |
*
* @param {Mail_Announce_Subject_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_undated = /** @type {((inputs: Mail_Announce_Subject_UndatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Announce_Subject_UndatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_announce_subject_undated(inputs)
	return __en.mail_announce_subject_undated(inputs)
});
/**
* | output |
* | --- |
* | "{band}: {count} new shows near you" |
*
* @param {Mail_Announce_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_subject_many = /** @type {((inputs: Mail_Announce_Subject_ManyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Announce_Subject_ManyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_announce_subject_many(inputs)
	return __en.mail_announce_subject_many(inputs)
});
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
export const mail_announce_heading = /** @type {((inputs: Mail_Announce_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Announce_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_announce_heading(inputs)
	return __en.mail_announce_heading(inputs)
});
/**
* | output |
* | --- |
* | "{band} just announced:" |
*
* @param {Mail_Announce_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_announce_lead = /** @type {((inputs: Mail_Announce_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Announce_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_announce_lead(inputs)
	return __en.mail_announce_lead(inputs)
});
/**
* | output |
* | --- |
* | "The show at {where}" |
*
* @param {Mail_Change_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_show = /** @type {((inputs: Mail_Change_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_show(inputs)
	return __en.mail_change_show(inputs)
});
/**
* | output |
* | --- |
* | "The show at {where} on {date}" |
*
* @param {Mail_Change_Show_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_show_on = /** @type {((inputs: Mail_Change_Show_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Show_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_show_on(inputs)
	return __en.mail_change_show_on(inputs)
});
/**
* | output |
* | --- |
* | "{show} is cancelled." |
*
* @param {Mail_Change_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_cancelled = /** @type {((inputs: Mail_Change_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_cancelled(inputs)
	return __en.mail_change_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "{show} is postponed. We will write again when it has a new date." |
*
* @param {Mail_Change_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_postponed = /** @type {((inputs: Mail_Change_PostponedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_PostponedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_postponed(inputs)
	return __en.mail_change_postponed(inputs)
});
/**
* | output |
* | --- |
* | "{show} has moved to {date}." |
*
* @param {Mail_Change_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_rescheduled = /** @type {((inputs: Mail_Change_RescheduledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_RescheduledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_rescheduled(inputs)
	return __en.mail_change_rescheduled(inputs)
});
/**
* | output |
* | --- |
* | "{show} has moved to a date to be announced." |
*
* @param {Mail_Change_Rescheduled_UndatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_rescheduled_undated = /** @type {((inputs: Mail_Change_Rescheduled_UndatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Rescheduled_UndatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_rescheduled_undated(inputs)
	return __en.mail_change_rescheduled_undated(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Mail_Change_Label_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_cancelled = /** @type {((inputs?: Mail_Change_Label_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Label_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_label_cancelled(inputs)
	return __en.mail_change_label_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Postponed" |
*
* @param {Mail_Change_Label_PostponedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_postponed = /** @type {((inputs?: Mail_Change_Label_PostponedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Label_PostponedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_label_postponed(inputs)
	return __en.mail_change_label_postponed(inputs)
});
/**
* | output |
* | --- |
* | "New date" |
*
* @param {Mail_Change_Label_RescheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_label_rescheduled = /** @type {((inputs?: Mail_Change_Label_RescheduledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Label_RescheduledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_label_rescheduled(inputs)
	return __en.mail_change_label_rescheduled(inputs)
});
/**
* | output |
* | --- |
* | "{label}: {band} at {where}" |
*
* @param {Mail_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_change_subject = /** @type {((inputs: Mail_Change_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_change_subject(inputs)
	return __en.mail_change_subject(inputs)
});
/**
* | output |
* | --- |
* | "Date to be announced" |
*
* @param {Mail_Date_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_date_to_be_announced = /** @type {((inputs?: Mail_Date_To_Be_AnnouncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Date_To_Be_AnnouncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_date_to_be_announced(inputs)
	return __en.mail_date_to_be_announced(inputs)
});
/**
* | output |
* | --- |
* | "Get Tickets" |
*
* @param {Mail_Get_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_get_tickets = /** @type {((inputs?: Mail_Get_TicketsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Get_TicketsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_get_tickets(inputs)
	return __en.mail_get_tickets(inputs)
});
/**
* | output |
* | --- |
* | "The show's page" |
*
* @param {Mail_Show_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_show_page = /** @type {((inputs?: Mail_Show_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Show_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_show_page(inputs)
	return __en.mail_show_page(inputs)
});
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Mail_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_add_to_calendar = /** @type {((inputs?: Mail_Add_To_CalendarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Add_To_CalendarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.mail_add_to_calendar(inputs)
	return __en.mail_add_to_calendar(inputs)
});
/**
* | output |
* | --- |
* | "Type a place: a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\", or a ZIP or postal code, such as 33602 or M5V 3L9." |
*
* @param {Places_Type_A_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_type_a_place = /** @type {((inputs?: Places_Type_A_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Type_A_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.places_type_a_place(inputs)
	return __en.places_type_a_place(inputs)
});
/**
* | output |
* | --- |
* | "\"{typed}\" is not a place we know: try a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\", or a ZIP or postal code, such as 33602 or M5V 3L9." |
*
* @param {Places_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_unknown = /** @type {((inputs: Places_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.places_unknown(inputs)
	return __en.places_unknown(inputs)
});
/**
* | output |
* | --- |
* | "\"{code}\" is not a ZIP or postal code we know: try another one nearby, or a city and state or country, such as \"Tampa, FL\" or \"Toronto, Canada\"." |
*
* @param {Places_Unknown_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_unknown_code = /** @type {((inputs: Places_Unknown_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Unknown_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.places_unknown_code(inputs)
	return __en.places_unknown_code(inputs)
});
/**
* | output |
* | --- |
* | "\"{typed}\" could be {choices} or {last}: add the state or country, such as \"{first}\"." |
*
* @param {Places_Which_OneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const places_which_one = /** @type {((inputs: Places_Which_OneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Which_OneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.places_which_one(inputs)
	return __en.places_which_one(inputs)
});