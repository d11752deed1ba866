/* eslint-disable */
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
import * as registry from "../registry.js"


export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al contenido`)
};

export const shell_nav_main = /** @type {(inputs: Shell_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const shell_nav_home = /** @type {(inputs: Shell_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const shell_nav_tour = /** @type {(inputs: Shell_Nav_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gira`)
};

export const shell_nav_about = /** @type {(inputs: Shell_Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La banda`)
};

export const shell_nav_music = /** @type {(inputs: Shell_Nav_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música`)
};

export const shell_menu = /** @type {(inputs: Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

export const shell_menu_open = /** @type {(inputs: Shell_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el menú`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el menú`)
};

export const shell_bookings = /** @type {(inputs: Shell_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrataciones`)
};

export const shell_bookings_address = /** @type {(inputs: Shell_Bookings_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrataciones: ${i?.email}`)
};

export const shell_tour_dates = /** @type {(inputs: Shell_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas de la gira`)
};

export const shell_press_kit = /** @type {(inputs: Shell_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa`)
};

export const shell_privacy = /** @type {(inputs: Shell_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const shell_socials = /** @type {(inputs: Shell_SocialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redes sociales`)
};

export const shell_made_by = /** @type {(inputs: Shell_Made_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hecho por ${i?.name} con `)
};

export const shell_a_heart = /** @type {(inputs: Shell_A_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un corazón`)
};

export const shell_logo_home = /** @type {(inputs: Shell_Logo_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.logo}: inicio`)
};

export const shell_languages = /** @type {(inputs: Shell_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const shell_this_page_in = /** @type {(inputs: Shell_This_Page_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta página en ${i?.language}`)
};

export const error_back_home = /** @type {(inputs: Error_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const error_not_found_message = /** @type {(inputs: Error_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada en esta dirección. Los conciertos y la música están a un clic.`)
};

export const error_next_show = /** @type {(inputs: Error_Next_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo concierto`)
};

export const error_latest_release = /** @type {(inputs: Error_Latest_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último lanzamiento`)
};

export const error_unexpected_title = /** @type {(inputs: Error_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal`)
};

export const error_unexpected_heading = /** @type {(inputs: Error_Unexpected_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Error inesperado!`)
};

export const error_unexpected_message = /** @type {(inputs: Error_Unexpected_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló de nuestra parte. Vuelve a intentarlo en un momento.`)
};

export const shell_stream_on = /** @type {(inputs: Shell_Stream_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escúchalo en`)
};

export const shell_on_service = /** @type {(inputs: Shell_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} en ${i?.service}`)
};

export const home_tour_dates = /** @type {(inputs: Home_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas de la gira`)
};

export const home_next_show = /** @type {(inputs: Home_Next_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo concierto`)
};

export const home_next_show_named = /** @type {(inputs: Home_Next_Show_NamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo concierto: `)
};

export const home_listen_to_us_on = /** @type {(inputs: Home_Listen_To_Us_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escúchanos en`)
};

export const home_listen_on = /** @type {(inputs: Home_Listen_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escúchalo en`)
};

export const home_watch_on = /** @type {(inputs: Home_Watch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Míralo en`)
};

export const home_next_show_day = /** @type {(inputs: Home_Next_Show_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day} ${i?.month}`)
};

export const music_title = /** @type {(inputs: Music_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música`)
};

export const music_description = /** @type {(inputs: Music_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los álbumes y lanzamientos de ${i?.band}, y dónde escucharlos.`)
};

export const music_listen = /** @type {(inputs: Music_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha`)
};

export const music_streaming_services = /** @type {(inputs: Music_Streaming_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas de streaming`)
};

export const music_discography = /** @type {(inputs: Music_DiscographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discografía`)
};

export const music_albums_unavailable = /** @type {(inputs: Music_Albums_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar los discos en este momento. Vuelve a revisar pronto.`)
};

export const music_no_albums = /** @type {(inputs: Music_No_AlbumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay discos.`)
};

export const music_credits = /** @type {(inputs: Music_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créditos`)
};

export const music_credits_of = /** @type {(inputs: Music_Credits_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.title}`)
};

export const music_written_by = /** @type {(inputs: Music_Written_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrito por`)
};

export const music_produced_by = /** @type {(inputs: Music_Produced_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Producido por`)
};

export const music_recorded_at = /** @type {(inputs: Music_Recorded_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grabado en`)
};

export const music_listen_on = /** @type {(inputs: Music_Listen_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escúchalo en`)
};

export const music_kind_album = /** @type {(inputs: Music_Kind_AlbumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Álbum`)
};

export const music_kind_ep = /** @type {(inputs: Music_Kind_EpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EP`)
};

export const music_kind_single = /** @type {(inputs: Music_Kind_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sencillo`)
};

export const music_release_description = /** @type {(inputs: Music_Release_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} de ${i?.band} (${i?.release}): dónde escucharlo y sus créditos.`)
};

export const music_release_cover = /** @type {(inputs: Music_Release_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portada de ${i?.title}`)
};

export const music_release_tracks = /** @type {(inputs: Music_Release_TracksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canciones`)
};

export const music_release_where_to_listen = /** @type {(inputs: Music_Release_Where_To_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde escucharlo`)
};

export const music_release_all_music = /** @type {(inputs: Music_Release_All_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toda la música`)
};

export const music_release_unavailable = /** @type {(inputs: Music_Release_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar este lanzamiento en este momento. Vuelve a revisar pronto.`)
};

export const pages_about_title = /** @type {(inputs: Pages_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La banda`)
};

export const pages_story = /** @type {(inputs: Pages_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La historia`)
};

export const pages_members = /** @type {(inputs: Pages_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integrantes`)
};

export const pages_press_kit = /** @type {(inputs: Pages_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa`)
};

export const pages_privacy_title = /** @type {(inputs: Pages_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const pages_privacy_description = /** @type {(inputs: Pages_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qué guardamos de los fans que siguen a ${i?.band}, para qué, por cuánto tiempo y cómo darse de baja.`)
};

export const pages_privacy_lead = /** @type {(inputs: Pages_Privacy_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sitio no usa cookies ni rastreo. Lo único que guarda de una persona es lo que da al pedir enterarse de conciertos cerca de ella, o un aviso de un concierto o un lanzamiento.`)
};

export const pages_privacy_what_title = /** @type {(inputs: Pages_Privacy_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guardamos`)
};

export const pages_privacy_what = /** @type {(inputs: Pages_Privacy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo, el lugar que nos diste (con su ubicación en el mapa) y hasta qué distancia viajarías; cuándo marcaste la casilla de consentimiento, y la página en la que te registraste y su idioma, que es en el que te escribimos; cuándo confirmaste; de qué conciertos te hemos avisado; y los correos para ti, ya enviados o por enviar.`)
};

export const pages_privacy_why_title = /** @type {(inputs: Pages_Privacy_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para qué`)
};

export const pages_privacy_why = /** @type {(inputs: Pages_Privacy_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo para escribirte cuando se anuncie un concierto de ${i?.band} dentro de la distancia que elegiste, o cuando un concierto del que te avisamos se cancele, se posponga o cambie de fecha. Nadie más recibe la lista, y los correos no llevan rastreadores. Los registros de actividad del servidor nunca guardan tu dirección, tu lugar ni los códigos secretos de tus enlaces: ahí la dirección aparece como j***@example.com.`)
};

export const pages_privacy_how_long_title = /** @type {(inputs: Pages_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cuánto tiempo`)
};

export const pages_privacy_unconfirmed = /** @type {(inputs: Pages_Privacy_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un registro sin confirmar se borra ${i?.hours} horas después de su primer correo de confirmación (el servidor revisa cada hora), sin importar cuántas veces se vuelva a enviar el formulario. Una vez que confirmas, guardamos tu dirección, tu lugar y de qué te hemos avisado hasta que te des de baja; un lugar nuevo que pidas se guarda ${i?.hours} horas, hasta que lo confirmes.`)
};

export const pages_privacy_sent_mail = /** @type {(inputs: Pages_Privacy_Sent_MailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un correo enviado se guarda ${i?.days} días, por si se perdió en el camino, y su copia en el disco del servidor también; uno pendiente de envío se guarda hasta que sale. Cuando te das de baja, también se borran los correos para ti y sus copias.`)
};

export const pages_privacy_rate_limit = /** @type {(inputs: Pages_Privacy_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para frenar una avalancha de registros, el servidor cuenta cuántas veces una conexión y una dirección de correo envían el formulario: esos conteos se guardan en la memoria del servidor ${i?.duration} como máximo, y nunca se anotan en ningún lado.`)
};

export const pages_privacy_hours = /** @type {(inputs: Pages_Privacy_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`una hora`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} horas`);
	return /** @type {LocalizedString} */ ("pages_privacy_hours");
};

export const pages_privacy_ticket_clicks = /** @type {(inputs: Pages_Privacy_Ticket_ClicksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un clic en “Comprar boletos” se cuenta una vez al día por concierto y conexión: el servidor recuerda en su memoria, por ${i?.hours} horas como máximo, que ya contó el clic de esa conexión, y solo guarda el número de clics por concierto y por día.`)
};

export const pages_privacy_leave_title = /** @type {(inputs: Pages_Privacy_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo darte de baja`)
};

export const pages_privacy_leave = /** @type {(inputs: Pages_Privacy_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada correo termina con un enlace para parar: el de un aviso para solo ese aviso o, si lo eliges, todos los correos; el de los conciertos cerca de ti para todos. Un clic, y tu dirección, tu lugar y todo lo anterior se borran al instante. O escríbenos a`)
};

export const pages_privacy_leave_by_mail = /** @type {(inputs: Pages_Privacy_Leave_By_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y lo borramos por ti.`)
};

export const pages_privacy_reminders_title = /** @type {(inputs: Pages_Privacy_Reminders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos de un concierto o un lanzamiento`)
};

export const pages_privacy_reminders = /** @type {(inputs: Pages_Privacy_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando pides un aviso de un concierto, o un correo el día de un lanzamiento, guardamos tu dirección de correo, qué concierto o lanzamiento, cuándo marcaste la casilla de consentimiento, la página donde lo pediste y su idioma, cuándo confirmaste, qué te hemos contado sobre él y los correos que te enviamos. Una dirección ya confirmada (como fan o por otro aviso) no tiene que volver a confirmar.`)
};

export const pages_privacy_reminders_why = /** @type {(inputs: Pages_Privacy_Reminders_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para ese concierto: un correo un día antes, otro cuando salgan las entradas a la venta, y otro al instante si se cancela, se aplaza o cambia de sitio. Para un lanzamiento: un correo el día que sale.`)
};

export const pages_privacy_reminders_how_long = /** @type {(inputs: Pages_Privacy_Reminders_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un aviso sin confirmar se borra ${i?.hours} horas después de su primer correo. Uno confirmado se borra ${i?.days} día después de su concierto, ${i?.late} días después del día del lanzamiento, o al instante cuando lo paras.`)
};

export const pages_privacy_visits_title = /** @type {(inputs: Pages_Privacy_Visits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas contadas`)
};

export const pages_privacy_visits = /** @type {(inputs: Pages_Privacy_VisitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para saber qué páginas leen los fans, el sitio cuenta cuántas veces se abre cada página cada día, y desde qué otros sitios llegan las visitas (solo el nombre del sitio, como google.com, nunca la página). No se cuentan los robots de los buscadores ni las páginas que un navegador carga antes de un clic. No se guarda nada más: ni cookies, ni la dirección de la conexión, ni datos del dispositivo, nada que una una visita con otra. Las cuentas esperan en la memoria del servidor alrededor de un minuto antes de sumarse.`)
};

export const pages_privacy_browser_title = /** @type {(inputs: Pages_Privacy_Browser_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que guarda tu navegador`)
};

export const pages_privacy_browser = /** @type {(inputs: Pages_Privacy_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu navegador guarda una sola nota de este sitio, llamada ${i?.note}: que ya tiene las tipografías de la banda, para que las páginas que abras después de la primera las muestren al instante. No dice nada de ti y nunca sale de tu navegador; se borra al borrar los datos del sitio en tu navegador. El sitio no pone ninguna cookie.`)
};

export const shows_upcoming_title = /** @type {(inputs: Shows_Upcoming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos conciertos`)
};

export const shows_date_to_be_announced = /** @type {(inputs: Shows_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha por anunciar`)
};

export const shows_all_dates = /** @type {(inputs: Shows_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver las ${i?.count} fechas`)
};

export const shows_past_shows_link = /** @type {(inputs: Shows_Past_Shows_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos pasados`)
};

export const shows_none = /** @type {(inputs: Shows_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Por ahora no hay fechas! Pronto andaremos por ahí...`)
};

export const shows_unavailable = /** @type {(inputs: Shows_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar los conciertos en este momento. Vuelve a revisar pronto.`)
};

export const shows_tile_tba = /** @type {(inputs: Shows_Tile_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿?`)
};

export const shows_add_to_calendar = /** @type {(inputs: Shows_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar al calendario`)
};

export const shows_subscribe = /** @type {(inputs: Shows_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

export const shows_another_calendar_app = /** @type {(inputs: Shows_Another_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra app de calendario`)
};

export const shows_calendar_address = /** @type {(inputs: Shows_Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del calendario`)
};

export const shows_copy_address = /** @type {(inputs: Shows_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar dirección`)
};

export const shows_copied = /** @type {(inputs: Shows_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiada`)
};

export const shows_feed_pitch = /** @type {(inputs: Shows_Feed_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los conciertos en tu calendario, siempre al día.`)
};

export const shows_only_near_you = /** @type {(inputs: Shows_Only_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los conciertos cerca de ti`)
};

export const shows_at_venue = /** @type {(inputs: Shows_At_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.venue}`)
};

export const shows_fact_date = /** @type {(inputs: Shows_Fact_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const shows_fact_original_date = /** @type {(inputs: Shows_Fact_Original_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha original`)
};

export const shows_fact_venue = /** @type {(inputs: Shows_Fact_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

export const shows_fact_support = /** @type {(inputs: Shows_Fact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitados`)
};

export const shows_fact_price_and_ages = /** @type {(inputs: Shows_Fact_Price_And_AgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio y edades`)
};

export const shows_fact_tickets = /** @type {(inputs: Shows_Fact_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletos`)
};

export const shows_fact_notes = /** @type {(inputs: Shows_Fact_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const shows_directions = /** @type {(inputs: Shows_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

export const shows_directions_to = /** @type {(inputs: Shows_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.venue}`)
};

export const shows_doors_am = /** @type {(inputs: Shows_Doors_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puertas a las ${i?.time} a.m.`)
};

export const shows_doors_pm = /** @type {(inputs: Shows_Doors_PmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puertas a las ${i?.time} p.m.`)
};

export const shows_doors_at = /** @type {(inputs: Shows_Doors_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puertas a las ${i?.time}`)
};

export const shows_flyer = /** @type {(inputs: Shows_FlyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartel`)
};

export const shows_flyer_of = /** @type {(inputs: Shows_Flyer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cartel de ${i?.show}`)
};

export const shows_open_flyer = /** @type {(inputs: Shows_Open_FlyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el cartel`)
};

export const shows_band_at = /** @type {(inputs: Shows_Band_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en`)
};

export const shows_band_live_at = /** @type {(inputs: Shows_Band_Live_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en vivo en`)
};

export const shows_is_cancelled = /** @type {(inputs: Shows_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este concierto se canceló.`)
};

export const shows_is_on_now = /** @type {(inputs: Shows_Is_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este concierto ya empezó.`)
};

export const shows_postponed_note = /** @type {(inputs: Shows_Postponed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habrá nueva fecha: tus boletos siguen siendo válidos.`)
};

export const shows_has_passed = /** @type {(inputs: Shows_Has_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este concierto ya pasó.`)
};

export const shows_on_now = /** @type {(inputs: Shows_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vivo ahora`)
};

export const shows_status_postponed = /** @type {(inputs: Shows_Status_PostponedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pospuesto`)
};

export const shows_status_cancelled = /** @type {(inputs: Shows_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

export const shows_status_rescheduled = /** @type {(inputs: Shows_Status_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva fecha`)
};

export const shows_moved_from = /** @type {(inputs: Shows_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antes era el ${i?.date}`)
};

export const shows_tour_dates = /** @type {(inputs: Shows_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas de la gira`)
};

export const shows_tour_dates_description = /** @type {(inputs: Shows_Tour_Dates_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los próximos conciertos de ${i?.band}, en orden de fecha, con boletos.`)
};

export const shows_past_title = /** @type {(inputs: Shows_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos pasados`)
};

export const shows_past_description = /** @type {(inputs: Shows_Past_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los conciertos que ha dado ${i?.band}, del más reciente al más antiguo.`)
};

export const shows_past_none = /** @type {(inputs: Shows_Past_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay conciertos pasados: el primero ya viene.`)
};

export const shows_upcoming_link = /** @type {(inputs: Shows_Upcoming_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos conciertos`)
};

export const shows_show_title = /** @type {(inputs: Shows_Show_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concierto`)
};

export const shows_more_shows = /** @type {(inputs: Shows_More_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más conciertos`)
};

export const shows_all_upcoming = /** @type {(inputs: Shows_All_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los próximos conciertos`)
};

export const shows_near_title = /** @type {(inputs: Shows_Near_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos cerca de ti`)
};

export const shows_near_error_title = /** @type {(inputs: Shows_Near_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.title}`)
};

export const shows_near_description = /** @type {(inputs: Shows_Near_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un calendario solo con los conciertos de ${i?.band} cerca de donde vives.`)
};

export const shows_near_intro = /** @type {(inputs: Shows_Near_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los conciertos cerca de donde vives, en tu calendario y siempre al día.`)
};

export const shows_near_feed_scope = /** @type {(inputs: Shows_Near_Feed_ScopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los conciertos a menos de ${i?.within} de ${i?.place}.`)
};

export const shows_near_coming_up = /** @type {(inputs: Shows_Near_Coming_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Próximamente cerca de ${i?.place}`)
};

export const shows_near_none = /** @type {(inputs: Shows_Near_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguno: cuando haya uno, llegará solo a tu calendario.`)
};

export const shows_near_which = /** @type {(inputs: Shows_Near_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cuál ${i?.place}?`)
};

export const shows_near_several = /** @type {(inputs: Shows_Near_SeveralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay varios lugares con ese nombre. Elige el tuyo:`)
};

export const shows_near_somewhere_else = /** @type {(inputs: Shows_Near_Somewhere_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro lugar`)
};

export const shows_near_find = /** @type {(inputs: Shows_Near_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca los conciertos cerca de ti`)
};

export const shows_near_place_label = /** @type {(inputs: Shows_Near_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde estás`)
};

export const shows_near_place_hint = /** @type {(inputs: Shows_Near_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ciudad y su estado o país, como Tampa, FL, o un código postal.`)
};

export const shows_near_within_label = /** @type {(inputs: Shows_Near_Within_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta dónde irías`)
};

export const shows_near_within_hint_mi = /** @type {(inputs: Shows_Near_Within_Hint_MiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En millas, o escribe km: 150 km.`)
};

export const shows_near_within_hint_km = /** @type {(inputs: Shows_Near_Within_Hint_KmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En kilómetros, o escribe mi: 100 mi.`)
};

export const shows_near_submit = /** @type {(inputs: Shows_Near_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar conciertos`)
};

export const shows_page_title_named = /** @type {(inputs: Shows_Page_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.heading} en ${i?.where}`)
};

export const shows_page_date_tba = /** @type {(inputs: Shows_Page_Date_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha por anunciar`)
};

export const shows_page_sentence_dated = /** @type {(inputs: Shows_Page_Sentence_DatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en vivo en ${i?.where}, el ${i?.date}`)
};

export const shows_page_sentence_undated = /** @type {(inputs: Shows_Page_Sentence_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en vivo en ${i?.where}, fecha por anunciar`)
};

export const shows_event_summary = /** @type {(inputs: Shows_Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en ${i?.venue}`)
};

export const shows_feed_name = /** @type {(inputs: Shows_Feed_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conciertos de ${i?.band}`)
};

export const shows_feed_near_name = /** @type {(inputs: Shows_Feed_Near_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conciertos de ${i?.band} a menos de ${i?.within} de ${i?.place}`)
};

export const shows_calendar_not_found = /** @type {(inputs: Shows_Calendar_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese concierto no existe, o su fecha aún no se ha anunciado.`)
};

export const shows_price_free = /** @type {(inputs: Shows_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

export const shows_ages = /** @type {(inputs: Shows_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde ${i?.age} años`)
};

export const shows_lineup = /** @type {(inputs: Shows_LineupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con ${i?.names}`)
};

export const shows_distance_how_mi = /** @type {(inputs: Shows_Distance_How_MiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un número de millas, como ${i?.example}`)
};

export const shows_distance_how_km = /** @type {(inputs: Shows_Distance_How_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un número de kilómetros, como ${i?.example}`)
};

export const shows_distance_missing = /** @type {(inputs: Shows_Distance_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe una distancia: ${i?.how}.`)
};

export const shows_distance_unreadable = /** @type {(inputs: Shows_Distance_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" no es una distancia: escribe ${i?.how}.`)
};

export const shows_distance_too_short = /** @type {(inputs: Shows_Distance_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La distancia debe ser de al menos ${i?.shortest}: escribe ${i?.how}.`)
};

export const shows_distance_too_far = /** @type {(inputs: Shows_Distance_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} es demasiado lejos para buscar conciertos cerca de ti: escribe ${i?.longest} como máximo.`)
};

export const shows_unavailable_plain = /** @type {(inputs: Shows_Unavailable_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar los conciertos en este momento. Vuelve a intentarlo más tarde.`)
};

export const tickets_label = /** @type {(inputs: Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletos`)
};

export const tickets_get_tickets = /** @type {(inputs: Tickets_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar boletos`)
};

export const tickets_row_get = /** @type {(inputs: Tickets_Row_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar`)
};

export const tickets_row_tickets = /** @type {(inputs: Tickets_Row_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`boletos`)
};

export const tickets_for_show = /** @type {(inputs: Tickets_For_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.show}`)
};

export const tickets_info = /** @type {(inputs: Tickets_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Info de boletos`)
};

export const tickets_sold_out = /** @type {(inputs: Tickets_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agotado`)
};

export const tickets_at_door = /** @type {(inputs: Tickets_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletos en taquilla`)
};

export const tickets_on_sale = /** @type {(inputs: Tickets_On_SaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A la venta el ${i?.date}`)
};

export const tickets_link = /** @type {(inputs: Tickets_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boletos: ${i?.url}`)
};

export const tickets_calendar_file = /** @type {(inputs: Tickets_Calendar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de calendario (.ics)`)
};

export const follow_box_heading = /** @type {(inputs: Follow_Box_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entérate cuando toquemos cerca de ti`)
};

export const follow_email_label = /** @type {(inputs: Follow_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const follow_place_label = /** @type {(inputs: Follow_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde estás`)
};

export const follow_distance_label = /** @type {(inputs: Follow_Distance_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta dónde viajarías`)
};

export const follow_distance_hint = /** @type {(inputs: Follow_Distance_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ejemplo, ${i?.distance}`)
};

export const follow_consent_near = /** @type {(inputs: Follow_Consent_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avísenme por correo cuando se anuncie un concierto de ${i?.band} cerca de mí. Primero llega un solo correo, para confirmar.`)
};

export const follow_consent_within = /** @type {(inputs: Follow_Consent_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avísenme por correo cuando se anuncie un concierto de ${i?.band} a menos de ${i?.distance} de ahí. Primero llega un solo correo, para confirmar.`)
};

export const follow_submit = /** @type {(inputs: Follow_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir`)
};

export const follow_privacy = /** @type {(inputs: Follow_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const follow_which_place = /** @type {(inputs: Follow_Which_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cuál “${i?.typed}”?`)
};

export const follow_place_hint_us = /** @type {(inputs: Follow_Place_Hint_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad y estado, o código postal`)
};

export const follow_place_hint_ca = /** @type {(inputs: Follow_Place_Hint_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad, provincia o código postal`)
};

export const follow_place_hint_other = /** @type {(inputs: Follow_Place_Hint_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad y país`)
};

export const follow_email_missing = /** @type {(inputs: Follow_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu correo electrónico, por ejemplo nombre@example.com.`)
};

export const follow_email_invalid = /** @type {(inputs: Follow_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la dirección de correo completa, por ejemplo nombre@example.com.`)
};

export const follow_consent_missing = /** @type {(inputs: Follow_Consent_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca la casilla para confirmar que quieres recibir estos correos.`)
};

export const follow_choose_place = /** @type {(inputs: Follow_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuál de ellos? Elige tu lugar en la lista.`)
};

export const follow_refused_cross_site = /** @type {(inputs: Follow_Refused_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario solo se puede enviar desde las páginas de este sitio. Vuelve a abrir la página y envíalo desde ahí.`)
};

export const follow_refused_too_large = /** @type {(inputs: Follow_Refused_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegó más de lo que este formulario puede enviar. Vuelve a abrir la página y envía el formulario desde ahí.`)
};

export const follow_refused_not_a_form = /** @type {(inputs: Follow_Refused_Not_A_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso no venía de este formulario. Vuelve a abrir la página y envía el formulario desde ahí.`)
};

export const follow_refused_too_often = /** @type {(inputs: Follow_Refused_Too_OftenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados registros desde aquí por ahora. Vuelve a intentarlo en una hora.`)
};

export const follow_refused_too_much_mail = /** @type {(inputs: Follow_Refused_Too_Much_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos enviando muchos correos en este momento y no se guardó nada. Vuelve a intentarlo en una hora.`)
};

export const follow_refused_unavailable = /** @type {(inputs: Follow_Refused_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar esto en este momento y no se cambió nada. Vuelve a intentarlo en unos minutos.`)
};

export const follow_not_open = /** @type {(inputs: Follow_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no puedes seguir a la banda por correo. Mientras tanto, la lista de conciertos y el calendario tienen todas las fechas.`)
};

export const follow_title = /** @type {(inputs: Follow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue a la banda`)
};

export const follow_description = /** @type {(inputs: Follow_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un correo cuando se anuncie un concierto de ${i?.band} cerca de ti.`)
};

export const follow_not_available = /** @type {(inputs: Follow_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se puede seguir a la banda desde este sitio. La lista de conciertos y el calendario tienen todas las fechas.`)
};

export const follow_intro = /** @type {(inputs: Follow_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déjanos tu correo y dónde estás: solo te escribiremos cuando se anuncie un concierto de ${i?.band} cerca de ti.`)
};

export const follow_check_these = /** @type {(inputs: Follow_Check_TheseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Revisa este dato:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Revisa estos datos:`);
	return /** @type {LocalizedString} */ ("follow_check_these");
};

export const follow_check_inbox_title = /** @type {(inputs: Follow_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const follow_check_inbox_lead = /** @type {(inputs: Follow_Check_Inbox_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa dirección puede seguir a la banda, ya va en camino un correo con un enlace para confirmar. No te enviaremos nada más hasta que abras ese enlace.`)
};

export const follow_check_inbox_details = /** @type {(inputs: Follow_Check_Inbox_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace sirve durante ${i?.hours} horas como máximo. ¿No te llegó nada? Busca en la carpeta de spam; puedes pedir un enlace nuevo una hora después del último. Si nadie hace clic en el enlace, la dirección se borra ${i?.hours} horas después del primer correo.`)
};

export const follow_back_to_shows = /** @type {(inputs: Follow_Back_To_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los conciertos`)
};

export const follow_confirm_title = /** @type {(inputs: Follow_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que quieres enterarte de los conciertos de la banda`)
};

export const follow_confirm_lead = /** @type {(inputs: Follow_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con un clic, te llegará un correo cada vez que se anuncie un concierto de ${i?.band} cerca del lugar que elegiste.`)
};

export const follow_confirm_button = /** @type {(inputs: Follow_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

export const follow_link_forged_title = /** @type {(inputs: Follow_Link_Forged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

export const follow_link_forged_text = /** @type {(inputs: Follow_Link_Forged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un enlace que hayamos enviado, o se perdió una parte en el camino. Abre el correo y usa el enlace tal como viene, o vuelve a registrarte.`)
};

export const follow_link_expired_title = /** @type {(inputs: Follow_Link_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya venció`)
};

export const follow_link_expired_text = /** @type {(inputs: Follow_Link_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un enlace de confirmación sirve durante ${i?.hours} horas. Vuelve a registrarte y te enviamos uno nuevo.`)
};

export const follow_confirm_unavailable_title = /** @type {(inputs: Follow_Confirm_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos confirmarte en este momento`)
};

export const follow_confirm_unavailable_text = /** @type {(inputs: Follow_Confirm_Unavailable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu enlace está bien: nuestra lista no respondió. Vuelve a abrirlo en unos minutos; sirve durante ${i?.hours} horas.`)
};

export const follow_link_used_title = /** @type {(inputs: Follow_Link_Used_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya se usó`)
};

export const follow_link_used_text = /** @type {(inputs: Follow_Link_Used_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya se abrió antes, o después se envió un enlace más nuevo. Si confirmaste, ya estás en la lista; si no, usa el correo más reciente o vuelve a registrarte.`)
};

export const follow_sign_up_again = /** @type {(inputs: Follow_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarme de nuevo`)
};

export const follow_confirmed_title = /** @type {(inputs: Follow_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya sigues a la banda`)
};

export const follow_confirmed_lead = /** @type {(inputs: Follow_Confirmed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te escribiremos cuando se anuncie un concierto de ${i?.band} a menos de ${i?.within} de ${i?.place}. Cada correo trae un enlace para dejar de recibirlos.`)
};

export const follow_shows_near_you = /** @type {(inputs: Follow_Shows_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos cerca de ti`)
};

export const follow_none_booked = /** @type {(inputs: Follow_None_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguno programado: te enterarás antes que nadie.`)
};

export const follow_every_upcoming_show = /** @type {(inputs: Follow_Every_Upcoming_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los próximos conciertos`)
};

export const follow_stop_all_emails = /** @type {(inputs: Follow_Stop_All_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de recibir correos`)
};

export const follow_unsubscribe_lead = /** @type {(inputs: Follow_Unsubscribe_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con un clic, se borran tu dirección, tu lugar y todo lo demás sobre ti: no más correos de ${i?.band}.`)
};

export const follow_leave_failed = /** @type {(inputs: Follow_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos sacarte de la lista en este momento: nuestra lista no respondió. Vuelve a abrir el enlace del correo en unos minutos.`)
};

export const follow_bad_unsubscribe_link = /** @type {(inputs: Follow_Bad_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A este enlace le falta parte de su clave. Abre el correo y usa el enlace tal como viene.`)
};

export const follow_left_title = /** @type {(inputs: Follow_Left_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no estás en la lista`)
};

export const follow_left = /** @type {(inputs: Follow_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no estás en la lista: borramos tu dirección y tu lugar, y no volverás a recibir correos de ${i?.band}.`)
};

export const remind_box_heading = /** @type {(inputs: Remind_Box_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame`)
};

export const remind_box_lead_show = /** @type {(inputs: Remind_Box_Lead_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un correo un día antes del concierto, otro cuando salgan las entradas a la venta, y aviso al instante si se cancela, se aplaza o cambia de sitio. Nada más.`)
};

export const remind_box_lead_release = /** @type {(inputs: Remind_Box_Lead_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un correo el día que salga, con todos los sitios donde escucharlo. Nada más.`)
};

export const remind_email_label = /** @type {(inputs: Remind_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo`)
};

export const remind_consent_show = /** @type {(inputs: Remind_Consent_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbanme solo sobre este concierto. Puedo pararlo desde cualquiera de esos correos.`)
};

export const remind_consent_release = /** @type {(inputs: Remind_Consent_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escríbanme el día que salga ${i?.title}. Puedo pararlo desde ese correo.`)
};

export const remind_submit_show = /** @type {(inputs: Remind_Submit_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame`)
};

export const remind_submit_release = /** @type {(inputs: Remind_Submit_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbeme el día del lanzamiento`)
};

export const remind_privacy = /** @type {(inputs: Remind_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se guarda la dirección`)
};

export const remind_title_show = /** @type {(inputs: Remind_Title_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avísame: ${i?.show}`)
};

export const remind_title_release = /** @type {(inputs: Remind_Title_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día de lanzamiento: ${i?.title}`)
};

export const remind_title = /** @type {(inputs: Remind_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame`)
};

export const remind_unknown_subject = /** @type {(inputs: Remind_Unknown_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada que recordar en esta dirección: puede que el concierto o el lanzamiento ya hayan pasado, o que el enlace esté mal.`)
};

export const remind_show_passed = /** @type {(inputs: Remind_Show_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este concierto ya pasó o se canceló: no queda nada que recordarte.`)
};

export const remind_release_out = /** @type {(inputs: Remind_Release_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este lanzamiento ya salió: escúchalo ya en su página.`)
};

export const remind_email_missing = /** @type {(inputs: Remind_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu dirección de correo.`)
};

export const remind_email_invalid = /** @type {(inputs: Remind_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una dirección como nombre@ejemplo.com.`)
};

export const remind_consent_missing = /** @type {(inputs: Remind_Consent_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca la casilla para aceptar estos correos.`)
};

export const remind_check_these = /** @type {(inputs: Remind_Check_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa esto antes de enviarlo otra vez`)
};

export const remind_not_open = /** @type {(inputs: Remind_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los avisos se abren cuando el sitio pueda enviar correos.`)
};

export const remind_check_inbox_title = /** @type {(inputs: Remind_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira tu correo`)
};

export const remind_check_inbox_lead = /** @type {(inputs: Remind_Check_Inbox_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa dirección puede recibir el aviso, va un correo en camino: un enlace para confirmarlo, o la noticia de que ya está listo si la dirección se confirmó antes.`)
};

export const remind_check_inbox_details = /** @type {(inputs: Remind_Check_Inbox_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un enlace sirve ${i?.hours} horas como máximo. ¿No llegó nada? Mira en la carpeta de spam; puedes pedir otro correo una hora después del último.`)
};

export const remind_back = /** @type {(inputs: Remind_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los conciertos`)
};

export const remind_confirm_title = /** @type {(inputs: Remind_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu aviso`)
};

export const remind_confirm_lead = /** @type {(inputs: Remind_Confirm_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un clic y el aviso queda listo.`)
};

export const remind_confirm_button = /** @type {(inputs: Remind_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

export const remind_confirmed_title = /** @type {(inputs: Remind_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu aviso está listo`)
};

export const remind_confirmed_show = /** @type {(inputs: Remind_Confirmed_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te escribiremos sobre ${i?.show}: un día antes, cuando salgan las entradas y al instante si algo cambia.`)
};

export const remind_confirmed_release = /** @type {(inputs: Remind_Confirmed_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te escribiremos el día que salga ${i?.title}.`)
};

export const remind_link_forged_title = /** @type {(inputs: Remind_Link_Forged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

export const remind_link_forged_text = /** @type {(inputs: Remind_Link_Forged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que se cortara al copiarlo. Pide el aviso otra vez desde la página del concierto.`)
};

export const remind_link_expired_title = /** @type {(inputs: Remind_Link_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace caducó`)
};

export const remind_link_expired_text = /** @type {(inputs: Remind_Link_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los enlaces sirven ${i?.hours} horas. Pide el aviso otra vez desde su página.`)
};

export const remind_link_used_title = /** @type {(inputs: Remind_Link_Used_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya se usó`)
};

export const remind_link_used_text = /** @type {(inputs: Remind_Link_Used_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El aviso ya está listo, o se paró después. Pídelo otra vez desde su página si lo quieres.`)
};

export const remind_unavailable_title = /** @type {(inputs: Remind_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó`)
};

export const remind_unavailable_text = /** @type {(inputs: Remind_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio no pudo guardarlo ahora. Prueba el enlace otra vez en unos minutos.`)
};

export const remind_stop_title = /** @type {(inputs: Remind_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar correos`)
};

export const remind_stop_lead = /** @type {(inputs: Remind_Stop_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para solo este aviso, o todos los correos de ${i?.band} a esta dirección (los conciertos cerca de ti y todos los demás avisos también).`)
};

export const remind_stop_this = /** @type {(inputs: Remind_Stop_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar este aviso`)
};

export const remind_stop_everything = /** @type {(inputs: Remind_Stop_EverythingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parar todos los correos de ${i?.band}`)
};

export const remind_stopped_this = /** @type {(inputs: Remind_Stopped_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho: este aviso está parado y no se enviará nada más sobre él.`)
};

export const remind_stopped_everything = /** @type {(inputs: Remind_Stopped_EverythingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hecho: ${i?.band} no enviará nada más a esta dirección, y se ha borrado del sitio.`)
};

export const remind_stopped_title = /** @type {(inputs: Remind_Stopped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parado`)
};

export const remind_bad_stop_link = /** @type {(inputs: Remind_Bad_Stop_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace está incompleto: ábrelo otra vez desde el correo.`)
};

export const remind_stop_failed = /** @type {(inputs: Remind_Stop_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio no pudo pararlo ahora. Prueba otra vez en unos minutos.`)
};

export const mail_remind_footer_show = /** @type {(inputs: Mail_Remind_Footer_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque pediste un aviso de este concierto.`)
};

export const mail_remind_footer_release = /** @type {(inputs: Mail_Remind_Footer_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque pediste enterarte cuando salga este lanzamiento.`)
};

export const mail_remind_confirm_subject = /** @type {(inputs: Mail_Remind_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma: un aviso para ${i?.what}`)
};

export const mail_remind_confirm_asked_show = /** @type {(inputs: Mail_Remind_Confirm_Asked_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien, ojalá tú, pidió un aviso del concierto de ${i?.band} en ${i?.what}.`)
};

export const mail_remind_confirm_asked_release = /** @type {(inputs: Mail_Remind_Confirm_Asked_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien, ojalá tú, pidió un correo el día que salga ${i?.what} de ${i?.band}.`)
};

export const mail_remind_confirm_action = /** @type {(inputs: Mail_Remind_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, avísame`)
};

export const mail_remind_confirm_how_long = /** @type {(inputs: Mail_Remind_Confirm_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace sirve una sola vez y durante ${i?.hours} horas como máximo: abre una página con un botón Confirmar. Si no fuiste tú, ignora este correo: la dirección se borra en menos de ${i?.hours} horas.`)
};

export const mail_remind_set_subject = /** @type {(inputs: Mail_Remind_Set_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aviso listo: ${i?.what}`)
};

export const mail_remind_set_show = /** @type {(inputs: Mail_Remind_Set_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección ya recibe los correos de la banda, así que no se volvió a preguntar: sabrás de este concierto un día antes, cuando salgan las entradas y al instante si algo cambia.`)
};

export const mail_remind_set_release = /** @type {(inputs: Mail_Remind_Set_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta dirección ya recibe los correos de la banda, así que no se volvió a preguntar: sabrás el día que salga ${i?.what}.`)
};

export const mail_remind_soon_subject = /** @type {(inputs: Mail_Remind_Soon_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mañana: ${i?.band} en ${i?.where}`)
};

export const mail_remind_soon_lead = /** @type {(inputs: Mail_Remind_Soon_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un aviso, como pediste: ${i?.band} tocan el ${i?.when}.`)
};

export const mail_remind_on_sale_subject = /** @type {(inputs: Mail_Remind_On_Sale_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya a la venta: ${i?.band} en ${i?.where}`)
};

export const mail_remind_on_sale_lead = /** @type {(inputs: Mail_Remind_On_Sale_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las entradas ya están a la venta.`)
};

export const mail_remind_moved_subject = /** @type {(inputs: Mail_Remind_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambio de sitio: ${i?.band} en ${i?.where}`)
};

export const mail_remind_moved = /** @type {(inputs: Mail_Remind_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El concierto del ${i?.date} se traslada a ${i?.venue}. Tu entrada sirve allí salvo que quien te la vendió diga otra cosa.`)
};

export const mail_remind_moved_undated = /** @type {(inputs: Mail_Remind_Moved_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El concierto se traslada a ${i?.venue}. Tu entrada sirve allí salvo que quien te la vendió diga otra cosa.`)
};

export const mail_remind_tickets_note = /** @type {(inputs: Mail_Remind_Tickets_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué pasa con las entradas ya compradas: quien las vendió escribe a cada comprador; la página del concierto cuenta lo que sabemos.`)
};

export const mail_remind_released_subject = /** @type {(inputs: Mail_Remind_Released_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sale hoy: ${i?.title}`)
};

export const mail_remind_released_lead = /** @type {(inputs: Mail_Remind_Released_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} de ${i?.band} sale hoy. Escúchalo aquí:`)
};

export const mail_remind_release_page = /** @type {(inputs: Mail_Remind_Release_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La página del lanzamiento`)
};

export const press_title = /** @type {(inputs: Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa`)
};

export const press_description = /** @type {(inputs: Press_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El kit de prensa de ${i?.band}: ${i?.pitch}`)
};

export const press_bookings = /** @type {(inputs: Press_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrataciones`)
};

export const press_email_bookings = /** @type {(inputs: Press_Email_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir a contrataciones`)
};

export const press_download_pdf = /** @type {(inputs: Press_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar el kit de prensa (PDF)`)
};

export const press_booking_subject = /** @type {(inputs: Press_Booking_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta de contratación: ${i?.band}`)
};

export const press_short_bio = /** @type {(inputs: Press_Short_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio breve`)
};

export const press_genres = /** @type {(inputs: Press_GenresInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Género`);
	return /** @type {LocalizedString} */ (`Géneros`)
	
};

export const press_hometown = /** @type {(inputs: Press_HometownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad de origen`)
};

export const press_photos = /** @type {(inputs: Press_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

export const press_photo_credit = /** @type {(inputs: Press_Photo_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto: ${i?.credit}`)
};

export const press_download = /** @type {(inputs: Press_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar`)
};

export const press_photo_number = /** @type {(inputs: Press_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`foto ${i?.number}`)
};

export const press_logo = /** @type {(inputs: Press_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo`)
};

export const press_download_svg = /** @type {(inputs: Press_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar SVG`)
};

export const press_download_png = /** @type {(inputs: Press_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar PNG`)
};

export const press_of_the_logo = /** @type {(inputs: Press_Of_The_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`del logo`)
};

export const press_music = /** @type {(inputs: Press_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música`)
};

export const press_streaming_services = /** @type {(inputs: Press_Streaming_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas de streaming`)
};

export const press_videos = /** @type {(inputs: Press_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

export const press_quotes = /** @type {(inputs: Press_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prensa`)
};

export const press_live = /** @type {(inputs: Press_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vivo`)
};

export const press_shows = /** @type {(inputs: Press_ShowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} concierto`);
	return /** @type {LocalizedString} */ (`${i?.shown} conciertos`)
	
};

export const press_shows_played = /** @type {(inputs: Press_Shows_PlayedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`tocado`);
	return /** @type {LocalizedString} */ (`tocados`)
	
};

export const press_cities = /** @type {(inputs: Press_CitiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} ciudad`);
	return /** @type {LocalizedString} */ (`${i?.shown} ciudades`)
	
};

export const press_on_the_road = /** @type {(inputs: Press_On_The_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de gira`)
};

export const press_first_show = /** @type {(inputs: Press_First_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`primer concierto`)
};

export const press_notable_shows = /** @type {(inputs: Press_Notable_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos destacados`)
};

export const press_engineer = /** @type {(inputs: Press_EngineerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el ingeniero de sonido`)
};

export const press_rider = /** @type {(inputs: Press_RiderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rider técnico`)
};

export const press_stage_plot = /** @type {(inputs: Press_Stage_PlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano de escenario`)
};

export const press_input_list = /** @type {(inputs: Press_Input_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de canales`)
};

export const press_draw = /** @type {(inputs: Press_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convocatoria por ciudad`)
};

export const press_city = /** @type {(inputs: Press_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

export const press_ticket_clicks = /** @type {(inputs: Press_Ticket_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics en boletos`)
};

export const press_fans_nearby = /** @type {(inputs: Press_Fans_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans en la zona`)
};

export const press_draw_note = /** @type {(inputs: Press_Draw_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los clics en boletos son el conteo que lleva este sitio de los clics en sus enlaces para comprar boletos: cada visitante cuenta una vez por concierto y por día. No son boletos vendidos. Los fans en la zona son quienes siguen a la banda cerca de cada ciudad. Se cuentan sin cookies ni direcciones; no mostramos ningún número menor que ${i?.threshold}.`)
};

export const press_fewer_than = /** @type {(inputs: Press_Fewer_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`menos de ${i?.threshold}`)
};

export const press_pdf_shows_played = /** @type {(inputs: Press_Pdf_Shows_PlayedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`concierto tocado`);
	return /** @type {LocalizedString} */ (`conciertos tocados`)
	
};

export const press_pdf_cities = /** @type {(inputs: Press_Pdf_CitiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ciudad`);
	return /** @type {LocalizedString} */ (`ciudades`)
	
};

export const press_pdf_about = /** @type {(inputs: Press_Pdf_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía`)
};

export const press_pdf_line_up = /** @type {(inputs: Press_Pdf_Line_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formación`)
};

export const press_pdf_footer = /** @type {(inputs: Press_Pdf_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos, logo y la historia completa: ${i?.url}`)
};

export const press_pdf_title = /** @type {(inputs: Press_Pdf_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: kit de prensa`)
};

export const press_pdf_file_name = /** @type {(inputs: Press_Pdf_File_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} - kit de prensa.pdf`)
};

export const share_date_to_be_announced = /** @type {(inputs: Share_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha por anunciar`)
};

export const share_played = /** @type {(inputs: Share_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya pasó`)
};

export const share_out_soon = /** @type {(inputs: Share_Out_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy pronto`)
};

export const mail_unsubscribe_now = /** @type {(inputs: Mail_Unsubscribe_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darme de baja al instante`)
};

export const mail_footer_entered = /** @type {(inputs: Mail_Footer_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque alguien escribió esta dirección en el sitio de la banda.`)
};

export const mail_footer_following = /** @type {(inputs: Mail_Footer_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque pediste enterarte cuando la banda toque cerca de ti.`)
};

export const mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma: conciertos de ${i?.band} cerca de ${i?.place}`)
};

export const mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma que quieres enterarte de los conciertos de ${i?.band} cerca de ${i?.place}`)
};

export const mail_confirm_asked = /** @type {(inputs: Mail_Confirm_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien, ojalá tú, pidió recibir un correo cada vez que se anuncie un concierto de ${i?.band} a menos de ${i?.within} de ${i?.place}.`)
};

export const mail_confirm_action = /** @type {(inputs: Mail_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, avísenme de los conciertos cerca de mí`)
};

export const mail_confirm_how_long = /** @type {(inputs: Mail_Confirm_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace sirve una sola vez y durante ${i?.hours} horas como máximo: abre una página con un botón Confirmar. Si no fuiste tú, ignora este correo: la dirección se borra en menos de ${i?.hours} horas y no volverás a saber de nosotros.`)
};

export const mail_announce_subject_one = /** @type {(inputs: Mail_Announce_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en ${i?.where}, ${i?.date}`)
};

export const mail_announce_subject_undated = /** @type {(inputs: Mail_Announce_Subject_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} en ${i?.where}`)
};

export const mail_announce_subject_many = /** @type {(inputs: Mail_Announce_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: ${i?.count} conciertos nuevos cerca de ti`)
};

export const mail_announce_heading = /** @type {(inputs: Mail_Announce_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un concierto nuevo cerca de ti`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} conciertos nuevos cerca de ti`);
	return /** @type {LocalizedString} */ ("mail_announce_heading");
};

export const mail_announce_lead = /** @type {(inputs: Mail_Announce_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo anuncio de ${i?.band}:`)
};

export const mail_change_show = /** @type {(inputs: Mail_Change_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El concierto en ${i?.where}`)
};

export const mail_change_show_on = /** @type {(inputs: Mail_Change_Show_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El concierto en ${i?.where} del ${i?.date}`)
};

export const mail_change_cancelled = /** @type {(inputs: Mail_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} queda cancelado.`)
};

export const mail_change_postponed = /** @type {(inputs: Mail_Change_PostponedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} queda pospuesto. Te volveremos a escribir cuando tenga nueva fecha.`)
};

export const mail_change_rescheduled = /** @type {(inputs: Mail_Change_RescheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} se cambió al ${i?.date}.`)
};

export const mail_change_rescheduled_undated = /** @type {(inputs: Mail_Change_Rescheduled_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} se cambió a una fecha por anunciar.`)
};

export const mail_change_label_cancelled = /** @type {(inputs: Mail_Change_Label_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

export const mail_change_label_postponed = /** @type {(inputs: Mail_Change_Label_PostponedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pospuesto`)
};

export const mail_change_label_rescheduled = /** @type {(inputs: Mail_Change_Label_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva fecha`)
};

export const mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.band} en ${i?.where}`)
};

export const mail_date_to_be_announced = /** @type {(inputs: Mail_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha por anunciar`)
};

export const mail_get_tickets = /** @type {(inputs: Mail_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar boletos`)
};

export const mail_show_page = /** @type {(inputs: Mail_Show_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página del concierto`)
};

export const mail_add_to_calendar = /** @type {(inputs: Mail_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar al calendario`)
};

export const places_type_a_place = /** @type {(inputs: Places_Type_A_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un lugar: una ciudad y su estado o país, como "Tampa, FL" o "Toronto, Canadá", o un código postal, como 33602 o M5V 3L9.`)
};

export const places_unknown = /** @type {(inputs: Places_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No conocemos "${i?.typed}": prueba con una ciudad y su estado o país, como "Tampa, FL" o "Toronto, Canadá", o con un código postal, como 33602 o M5V 3L9.`)
};

export const places_unknown_code = /** @type {(inputs: Places_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No conocemos el código postal "${i?.code}": prueba con otro cercano, o con una ciudad y su estado o país, como "Tampa, FL" o "Toronto, Canadá".`)
};

export const places_which_one = /** @type {(inputs: Places_Which_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.typed}" podría ser ${i?.choices} o ${i?.last}: agrega el estado o el país, como "${i?.first}".`)
};