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
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_nav_main = /** @type {(inputs: Shell_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const shell_nav_home = /** @type {(inputs: Shell_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const shell_nav_tour = /** @type {(inputs: Shell_Nav_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour`)
};

export const shell_nav_about = /** @type {(inputs: Shell_Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const shell_nav_music = /** @type {(inputs: Shell_Nav_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

export const shell_menu = /** @type {(inputs: Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_open = /** @type {(inputs: Shell_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_bookings = /** @type {(inputs: Shell_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const shell_bookings_address = /** @type {(inputs: Shell_Bookings_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bookings: ${i?.email}`)
};

export const shell_tour_dates = /** @type {(inputs: Shell_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour dates`)
};

export const shell_press_kit = /** @type {(inputs: Shell_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

export const shell_privacy = /** @type {(inputs: Shell_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const shell_socials = /** @type {(inputs: Shell_SocialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socials`)
};

export const shell_made_by = /** @type {(inputs: Shell_Made_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Made by ${i?.name} with `)
};

export const shell_a_heart = /** @type {(inputs: Shell_A_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a heart`)
};

export const shell_logo_home = /** @type {(inputs: Shell_Logo_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.logo}: home`)
};

export const shell_languages = /** @type {(inputs: Shell_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const shell_this_page_in = /** @type {(inputs: Shell_This_Page_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This page in ${i?.language}`)
};

export const error_back_home = /** @type {(inputs: Error_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const error_not_found_message = /** @type {(inputs: Error_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address. The shows and the music are one click away.`)
};

export const error_next_show = /** @type {(inputs: Error_Next_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next show`)
};

export const error_latest_release = /** @type {(inputs: Error_Latest_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest release`)
};

export const error_unexpected_title = /** @type {(inputs: Error_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const error_unexpected_heading = /** @type {(inputs: Error_Unexpected_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

export const error_unexpected_message = /** @type {(inputs: Error_Unexpected_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const shell_stream_on = /** @type {(inputs: Shell_Stream_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stream on`)
};

export const shell_on_service = /** @type {(inputs: Shell_On_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} on ${i?.service}`)
};

export const home_tour_dates = /** @type {(inputs: Home_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour dates`)
};

export const home_next_show = /** @type {(inputs: Home_Next_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next show`)
};

export const home_next_show_named = /** @type {(inputs: Home_Next_Show_NamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next show: `)
};

export const home_listen_to_us_on = /** @type {(inputs: Home_Listen_To_Us_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen on`)
};

export const home_listen_on = /** @type {(inputs: Home_Listen_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen on`)
};

export const home_watch_on = /** @type {(inputs: Home_Watch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch on`)
};

export const home_next_show_day = /** @type {(inputs: Home_Next_Show_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday}, ${i?.month} ${i?.day}`)
};

export const music_title = /** @type {(inputs: Music_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

export const music_description = /** @type {(inputs: Music_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The albums and releases of ${i?.band}, and where to stream them.`)
};

export const music_listen = /** @type {(inputs: Music_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

export const music_streaming_services = /** @type {(inputs: Music_Streaming_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Streaming services`)
};

export const music_discography = /** @type {(inputs: Music_DiscographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discography`)
};

export const music_albums_unavailable = /** @type {(inputs: Music_Albums_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The albums could not be loaded right now. Please check back soon.`)
};

export const music_no_albums = /** @type {(inputs: Music_No_AlbumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No albums yet.`)
};

export const music_credits = /** @type {(inputs: Music_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credits`)
};

export const music_credits_of = /** @type {(inputs: Music_Credits_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.title}`)
};

export const music_written_by = /** @type {(inputs: Music_Written_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Written by`)
};

export const music_produced_by = /** @type {(inputs: Music_Produced_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produced by`)
};

export const music_recorded_at = /** @type {(inputs: Music_Recorded_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorded at`)
};

export const music_listen_on = /** @type {(inputs: Music_Listen_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen on`)
};

export const music_kind_album = /** @type {(inputs: Music_Kind_AlbumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Album`)
};

export const music_kind_ep = /** @type {(inputs: Music_Kind_EpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EP`)
};

export const music_kind_single = /** @type {(inputs: Music_Kind_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single`)
};

export const music_release_description = /** @type {(inputs: Music_Release_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} by ${i?.band} (${i?.release}): where to listen, and its credits.`)
};

export const music_release_cover = /** @type {(inputs: Music_Release_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cover of ${i?.title}`)
};

export const music_release_tracks = /** @type {(inputs: Music_Release_TracksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracks`)
};

export const music_release_where_to_listen = /** @type {(inputs: Music_Release_Where_To_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where to listen`)
};

export const music_release_all_music = /** @type {(inputs: Music_Release_All_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All music`)
};

export const music_release_unavailable = /** @type {(inputs: Music_Release_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This release could not be loaded right now. Please check back soon.`)
};

export const pages_about_title = /** @type {(inputs: Pages_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const pages_story = /** @type {(inputs: Pages_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The story`)
};

export const pages_members = /** @type {(inputs: Pages_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The band`)
};

export const pages_press_kit = /** @type {(inputs: Pages_Press_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

export const pages_privacy_title = /** @type {(inputs: Pages_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const pages_privacy_description = /** @type {(inputs: Pages_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.band} keep about fans who follow the band, why, for how long, and how to leave.`)
};

export const pages_privacy_lead = /** @type {(inputs: Pages_Privacy_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This site sets no cookies and runs no tracking. The one thing it keeps about a person is what they give when they ask to hear about shows near them, or to be reminded of one show or release.`)
};

export const pages_privacy_what_title = /** @type {(inputs: Pages_Privacy_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep`)
};

export const pages_privacy_what = /** @type {(inputs: Pages_Privacy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address, the place you gave (with its map position) and how far you will travel; when you ticked the consent line and the page you signed up on and its language, which our e-mails to you are written in; when you confirmed; which shows we have told you about; and the e-mails to you, waiting or sent.`)
};

export const pages_privacy_why_title = /** @type {(inputs: Pages_Privacy_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why`)
};

export const pages_privacy_why = /** @type {(inputs: Pages_Privacy_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only to e-mail you when ${i?.band} announce a show within your distance, or when a show we told you about is cancelled, postponed or moved. Nobody else gets the list, and the e-mails carry no tracking. The server's logs never hold your address, your place or the secrets in your links: they write the address as j***@example.com.`)
};

export const pages_privacy_how_long_title = /** @type {(inputs: Pages_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For how long`)
};

export const pages_privacy_unconfirmed = /** @type {(inputs: Pages_Privacy_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sign-up that is not confirmed is deleted ${i?.hours} hours after its first confirmation e-mail (the server looks every hour), however often the form is sent again. Once you confirm, we keep your address, your place and what we told you until you leave; a new place you ask for is kept ${i?.hours} hours, until you confirm it.`)
};

export const pages_privacy_sent_mail = /** @type {(inputs: Pages_Privacy_Sent_MailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sent e-mail is kept ${i?.days} days, in case it went astray, and its copy on the server's disk too; one waiting to be sent is kept until it goes. When you leave, the e-mails to you and their copies go with you.`)
};

export const pages_privacy_rate_limit = /** @type {(inputs: Pages_Privacy_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop a flood of sign-ups, the server counts how often a connection and an address send the form: those counts are kept in the server's memory for at most ${i?.duration}, and never written down.`)
};

export const pages_privacy_hours = /** @type {(inputs: Pages_Privacy_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`an hour`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours`);
	return /** @type {LocalizedString} */ ("pages_privacy_hours");
};

export const pages_privacy_ticket_clicks = /** @type {(inputs: Pages_Privacy_Ticket_ClicksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A click on Get Tickets is counted once a day per show and connection: the server remembers that the connection's click was counted for at most ${i?.hours} hours, in its memory, and keeps only the number of clicks per show and day.`)
};

export const pages_privacy_leave_title = /** @type {(inputs: Pages_Privacy_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to leave`)
};

export const pages_privacy_leave = /** @type {(inputs: Pages_Privacy_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every e-mail ends with a link to stop: a reminder's link stops that reminder alone, or, if you choose, every e-mail to you; following's link stops all e-mails. One click, and your address, your place and everything else above are deleted at once. Or write to`)
};

export const pages_privacy_leave_by_mail = /** @type {(inputs: Pages_Privacy_Leave_By_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and we delete it for you.`)
};

export const pages_privacy_reminders_title = /** @type {(inputs: Pages_Privacy_Reminders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminders of a show or a release`)
};

export const pages_privacy_reminders = /** @type {(inputs: Pages_Privacy_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you ask to be reminded of a show, or e-mailed on a release's day, we keep your e-mail address, which show or release, when you ticked the consent line, the page you asked on and its language, when you confirmed, what we have told you about it, and the e-mails to you. An address that already confirmed (as a fan or for another reminder) is not asked to confirm again.`)
};

export const pages_privacy_reminders_why = /** @type {(inputs: Pages_Privacy_Reminders_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only for that show: one e-mail about a day before it, one when tickets go on sale, and one at once if it is cancelled, postponed or moved. For a release: one e-mail on its day.`)
};

export const pages_privacy_reminders_how_long = /** @type {(inputs: Pages_Privacy_Reminders_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reminder that is not confirmed is deleted ${i?.hours} hours after its first e-mail. A confirmed one is deleted ${i?.days} day after its show, ${i?.late} days after its release day, or at once when you stop it.`)
};

export const pages_privacy_visits_title = /** @type {(inputs: Pages_Privacy_Visits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted visits`)
};

export const pages_privacy_visits = /** @type {(inputs: Pages_Privacy_VisitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To know which pages fans read, the site counts how many times each page is opened each day, and which other sites visitors came from (the site's name only, such as google.com, never the page). Search engines' robots and pages a browser loads ahead of a click are not counted. Nothing else is kept: no cookie, no connection address, no device details, nothing that links one visit to another. The counts wait in the server's memory for about a minute before they are added up.`)
};

export const pages_privacy_browser_title = /** @type {(inputs: Pages_Privacy_Browser_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your browser keeps`)
};

export const pages_privacy_browser = /** @type {(inputs: Pages_Privacy_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your browser keeps one note from this site, named ${i?.note}: that it has fetched the band's fonts, so the pages after your first one draw them at once. It says nothing about you and never leaves your browser; clearing the site's data in your browser removes it. The site sets no cookie.`)
};

export const shows_upcoming_title = /** @type {(inputs: Shows_Upcoming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Shows`)
};

export const shows_date_to_be_announced = /** @type {(inputs: Shows_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date to be announced`)
};

export const shows_all_dates = /** @type {(inputs: Shows_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} dates`)
};

export const shows_past_shows_link = /** @type {(inputs: Shows_Past_Shows_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past shows`)
};

export const shows_none = /** @type {(inputs: Shows_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings for now! We'll be around...`)
};

export const shows_unavailable = /** @type {(inputs: Shows_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shows could not be loaded right now. Please check back soon.`)
};

export const shows_tile_tba = /** @type {(inputs: Shows_Tile_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TBA`)
};

export const shows_add_to_calendar = /** @type {(inputs: Shows_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

export const shows_subscribe = /** @type {(inputs: Shows_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const shows_another_calendar_app = /** @type {(inputs: Shows_Another_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another calendar app`)
};

export const shows_calendar_address = /** @type {(inputs: Shows_Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address`)
};

export const shows_copy_address = /** @type {(inputs: Shows_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy address`)
};

export const shows_copied = /** @type {(inputs: Shows_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const shows_feed_pitch = /** @type {(inputs: Shows_Feed_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every show in your calendar, updated on its own.`)
};

export const shows_only_near_you = /** @type {(inputs: Shows_Only_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the shows near you`)
};

export const shows_at_venue = /** @type {(inputs: Shows_At_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.venue}`)
};

export const shows_fact_date = /** @type {(inputs: Shows_Fact_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const shows_fact_original_date = /** @type {(inputs: Shows_Fact_Original_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original date`)
};

export const shows_fact_venue = /** @type {(inputs: Shows_Fact_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

export const shows_fact_support = /** @type {(inputs: Shows_Fact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const shows_fact_price_and_ages = /** @type {(inputs: Shows_Fact_Price_And_AgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price and ages`)
};

export const shows_fact_tickets = /** @type {(inputs: Shows_Fact_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const shows_fact_notes = /** @type {(inputs: Shows_Fact_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const shows_directions = /** @type {(inputs: Shows_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directions`)
};

export const shows_directions_to = /** @type {(inputs: Shows_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.venue}`)
};

export const shows_doors_am = /** @type {(inputs: Shows_Doors_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Doors ${i?.time} AM`)
};

export const shows_doors_pm = /** @type {(inputs: Shows_Doors_PmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Doors ${i?.time} PM`)
};

export const shows_doors_at = /** @type {(inputs: Shows_Doors_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Doors at ${i?.time}`)
};

export const shows_flyer = /** @type {(inputs: Shows_FlyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flyer`)
};

export const shows_flyer_of = /** @type {(inputs: Shows_Flyer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flyer for ${i?.show}`)
};

export const shows_open_flyer = /** @type {(inputs: Shows_Open_FlyerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the flyer`)
};

export const shows_band_at = /** @type {(inputs: Shows_Band_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} at`)
};

export const shows_band_live_at = /** @type {(inputs: Shows_Band_Live_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} live at`)
};

export const shows_is_cancelled = /** @type {(inputs: Shows_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This show is cancelled.`)
};

export const shows_is_on_now = /** @type {(inputs: Shows_Is_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This show is on now.`)
};

export const shows_postponed_note = /** @type {(inputs: Shows_Postponed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date to come: your tickets stay valid.`)
};

export const shows_has_passed = /** @type {(inputs: Shows_Has_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This show has passed.`)
};

export const shows_on_now = /** @type {(inputs: Shows_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On now`)
};

export const shows_status_postponed = /** @type {(inputs: Shows_Status_PostponedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postponed`)
};

export const shows_status_cancelled = /** @type {(inputs: Shows_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const shows_status_rescheduled = /** @type {(inputs: Shows_Status_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rescheduled`)
};

export const shows_moved_from = /** @type {(inputs: Shows_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved from ${i?.date}`)
};

export const shows_tour_dates = /** @type {(inputs: Shows_Tour_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour dates`)
};

export const shows_tour_dates_description = /** @type {(inputs: Shows_Tour_Dates_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every upcoming show of ${i?.band}, soonest first, with tickets.`)
};

export const shows_past_title = /** @type {(inputs: Shows_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Shows`)
};

export const shows_past_description = /** @type {(inputs: Shows_Past_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every show ${i?.band} has played, newest first.`)
};

export const shows_past_none = /** @type {(inputs: Shows_Past_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past shows yet: the first one is coming.`)
};

export const shows_upcoming_link = /** @type {(inputs: Shows_Upcoming_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming shows`)
};

export const shows_show_title = /** @type {(inputs: Shows_Show_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const shows_more_shows = /** @type {(inputs: Shows_More_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More shows`)
};

export const shows_all_upcoming = /** @type {(inputs: Shows_All_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All upcoming shows`)
};

export const shows_near_title = /** @type {(inputs: Shows_Near_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shows Near You`)
};

export const shows_near_error_title = /** @type {(inputs: Shows_Near_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.title}`)
};

export const shows_near_description = /** @type {(inputs: Shows_Near_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A calendar of only the ${i?.band} shows near where you live.`)
};

export const shows_near_intro = /** @type {(inputs: Shows_Near_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the shows near where you live, in your calendar, kept up to date on its own.`)
};

export const shows_near_feed_scope = /** @type {(inputs: Shows_Near_Feed_ScopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shows within ${i?.within} of ${i?.place}.`)
};

export const shows_near_coming_up = /** @type {(inputs: Shows_Near_Coming_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coming up near ${i?.place}`)
};

export const shows_near_none = /** @type {(inputs: Shows_Near_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None booked yet: when one is, it comes to your calendar on its own.`)
};

export const shows_near_which = /** @type {(inputs: Shows_Near_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Which ${i?.place}?`)
};

export const shows_near_several = /** @type {(inputs: Shows_Near_SeveralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Several places have that name. Choose yours:`)
};

export const shows_near_somewhere_else = /** @type {(inputs: Shows_Near_Somewhere_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somewhere else`)
};

export const shows_near_find = /** @type {(inputs: Shows_Near_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the shows near you`)
};

export const shows_near_place_label = /** @type {(inputs: Shows_Near_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you are`)
};

export const shows_near_place_hint = /** @type {(inputs: Shows_Near_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A city and state or country, such as Tampa, FL, or a ZIP or postal code.`)
};

export const shows_near_within_label = /** @type {(inputs: Shows_Near_Within_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How far you will go`)
};

export const shows_near_within_hint_mi = /** @type {(inputs: Shows_Near_Within_Hint_MiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In miles, or say km: 150 km.`)
};

export const shows_near_within_hint_km = /** @type {(inputs: Shows_Near_Within_Hint_KmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In kilometres, or say mi: 100 mi.`)
};

export const shows_near_submit = /** @type {(inputs: Shows_Near_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the shows`)
};

export const shows_page_title_named = /** @type {(inputs: Shows_Page_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.heading} at ${i?.where}`)
};

export const shows_page_date_tba = /** @type {(inputs: Shows_Page_Date_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date to be announced`)
};

export const shows_page_sentence_dated = /** @type {(inputs: Shows_Page_Sentence_DatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} live at ${i?.where}, on ${i?.date}`)
};

export const shows_page_sentence_undated = /** @type {(inputs: Shows_Page_Sentence_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} live at ${i?.where}, date to be announced`)
};

export const shows_event_summary = /** @type {(inputs: Shows_Event_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} at ${i?.venue}`)
};

export const shows_feed_name = /** @type {(inputs: Shows_Feed_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} shows`)
};

export const shows_feed_near_name = /** @type {(inputs: Shows_Feed_Near_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} shows within ${i?.within} of ${i?.place}`)
};

export const shows_calendar_not_found = /** @type {(inputs: Shows_Calendar_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such show, or its date is not announced yet.`)
};

export const shows_price_free = /** @type {(inputs: Shows_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const shows_ages = /** @type {(inputs: Shows_AgesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ages ${i?.age}+`)
};

export const shows_lineup = /** @type {(inputs: Shows_LineupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.names}`)
};

export const shows_distance_how_mi = /** @type {(inputs: Shows_Distance_How_MiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a number of miles, such as ${i?.example}`)
};

export const shows_distance_how_km = /** @type {(inputs: Shows_Distance_How_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a number of kilometres, such as ${i?.example}`)
};

export const shows_distance_missing = /** @type {(inputs: Shows_Distance_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give a distance: ${i?.how}.`)
};

export const shows_distance_unreadable = /** @type {(inputs: Shows_Distance_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a distance: give ${i?.how}.`)
};

export const shows_distance_too_short = /** @type {(inputs: Shows_Distance_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The distance must be at least ${i?.shortest}: give ${i?.how}.`)
};

export const shows_distance_too_far = /** @type {(inputs: Shows_Distance_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} is farther than we look for shows near you: give at most ${i?.longest}.`)
};

export const shows_unavailable_plain = /** @type {(inputs: Shows_Unavailable_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shows could not be loaded right now. Please try again later.`)
};

export const tickets_label = /** @type {(inputs: Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const tickets_get_tickets = /** @type {(inputs: Tickets_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tickets`)
};

export const tickets_row_get = /** @type {(inputs: Tickets_Row_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get`)
};

export const tickets_row_tickets = /** @type {(inputs: Tickets_Row_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const tickets_for_show = /** @type {(inputs: Tickets_For_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.show}`)
};

export const tickets_info = /** @type {(inputs: Tickets_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket info`)
};

export const tickets_sold_out = /** @type {(inputs: Tickets_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold out`)
};

export const tickets_at_door = /** @type {(inputs: Tickets_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets at door`)
};

export const tickets_on_sale = /** @type {(inputs: Tickets_On_SaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On sale ${i?.date}`)
};

export const tickets_link = /** @type {(inputs: Tickets_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets: ${i?.url}`)
};

export const tickets_calendar_file = /** @type {(inputs: Tickets_Calendar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar file (.ics)`)
};

export const follow_box_heading = /** @type {(inputs: Follow_Box_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hear when we play near you`)
};

export const follow_email_label = /** @type {(inputs: Follow_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const follow_place_label = /** @type {(inputs: Follow_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you are`)
};

export const follow_distance_label = /** @type {(inputs: Follow_Distance_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How far you will travel`)
};

export const follow_distance_hint = /** @type {(inputs: Follow_Distance_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Such as ${i?.distance}`)
};

export const follow_consent_near = /** @type {(inputs: Follow_Consent_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail me when ${i?.band} announce a show near me. One e-mail first, to confirm.`)
};

export const follow_consent_within = /** @type {(inputs: Follow_Consent_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail me when ${i?.band} announce a show within ${i?.distance} of there. One e-mail first, to confirm.`)
};

export const follow_submit = /** @type {(inputs: Follow_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow`)
};

export const follow_privacy = /** @type {(inputs: Follow_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const follow_which_place = /** @type {(inputs: Follow_Which_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Which “${i?.typed}”?`)
};

export const follow_place_hint_us = /** @type {(inputs: Follow_Place_Hint_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, ST or ZIP code`)
};

export const follow_place_hint_ca = /** @type {(inputs: Follow_Place_Hint_CaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, province or postal code`)
};

export const follow_place_hint_other = /** @type {(inputs: Follow_Place_Hint_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, and its country`)
};

export const follow_email_missing = /** @type {(inputs: Follow_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address, such as name@example.com.`)
};

export const follow_email_invalid = /** @type {(inputs: Follow_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the whole e-mail address, such as name@example.com.`)
};

export const follow_consent_missing = /** @type {(inputs: Follow_Consent_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the box to say you want these e-mails.`)
};

export const follow_choose_place = /** @type {(inputs: Follow_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which one? Choose your place from the list.`)
};

export const follow_refused_cross_site = /** @type {(inputs: Follow_Refused_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form can only be sent from this site's own pages. Open the page again and send it from there.`)
};

export const follow_refused_too_large = /** @type {(inputs: Follow_Refused_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That was more than this form ever sends. Open the page again and send the form from there.`)
};

export const follow_refused_not_a_form = /** @type {(inputs: Follow_Refused_Not_A_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That was not this form. Open the page again and send the form from there.`)
};

export const follow_refused_too_often = /** @type {(inputs: Follow_Refused_Too_OftenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-ups from here for now. Please try again in an hour.`)
};

export const follow_refused_too_much_mail = /** @type {(inputs: Follow_Refused_Too_Much_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sending a lot of e-mail just now, and nothing was saved. Please try again in an hour.`)
};

export const follow_refused_unavailable = /** @type {(inputs: Follow_Refused_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not save this just now, and nothing was changed. Please try again in a few minutes.`)
};

export const follow_not_open = /** @type {(inputs: Follow_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following the band by e-mail is not open yet. Until it is, the shows list and the calendar feed have every date.`)
};

export const follow_title = /** @type {(inputs: Follow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the band`)
};

export const follow_description = /** @type {(inputs: Follow_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An e-mail when ${i?.band} announce a show near you.`)
};

export const follow_not_available = /** @type {(inputs: Follow_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following is not available on this site yet. The shows list and the calendar feed have every date.`)
};

export const follow_intro = /** @type {(inputs: Follow_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave your e-mail and where you are: we write when ${i?.band} announce a show near you, and about nothing else.`)
};

export const follow_check_these = /** @type {(inputs: Follow_Check_TheseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Please check this:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Please check these:`);
	return /** @type {LocalizedString} */ ("follow_check_these");
};

export const follow_check_inbox_title = /** @type {(inputs: Follow_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const follow_check_inbox_lead = /** @type {(inputs: Follow_Check_Inbox_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that address can follow the band, an e-mail is on its way with a link to confirm. Nothing is sent until you follow it.`)
};

export const follow_check_inbox_details = /** @type {(inputs: Follow_Check_Inbox_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works for ${i?.hours} hours at most. Nothing came? Look in your spam folder; a new link can be asked for an hour after the last one. Without a click on the link, the address is deleted ${i?.hours} hours after the first e-mail.`)
};

export const follow_back_to_shows = /** @type {(inputs: Follow_Back_To_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the shows`)
};

export const follow_confirm_title = /** @type {(inputs: Follow_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm you want to hear about the band's shows`)
};

export const follow_confirm_lead = /** @type {(inputs: Follow_Confirm_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One click, and ${i?.band} e-mail you when they announce a show near the place you chose.`)
};

export const follow_confirm_button = /** @type {(inputs: Follow_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const follow_link_forged_title = /** @type {(inputs: Follow_Link_Forged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

export const follow_link_forged_text = /** @type {(inputs: Follow_Link_Forged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is not a link we sent, or part of it was lost on the way. Open the e-mail and follow its link as it is, or sign up again.`)
};

export const follow_link_expired_title = /** @type {(inputs: Follow_Link_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired`)
};

export const follow_link_expired_text = /** @type {(inputs: Follow_Link_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A confirmation link works for ${i?.hours} hours. Sign up again, and we send a new one.`)
};

export const follow_confirm_unavailable_title = /** @type {(inputs: Follow_Confirm_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm you just now`)
};

export const follow_confirm_unavailable_text = /** @type {(inputs: Follow_Confirm_Unavailable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing went wrong with your link: our list did not answer. Follow the link again in a few minutes; it works for ${i?.hours} hours.`)
};

export const follow_link_used_title = /** @type {(inputs: Follow_Link_Used_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link was used already`)
};

export const follow_link_used_text = /** @type {(inputs: Follow_Link_Used_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was followed before, or a newer link was sent since. If you confirmed, you are on the list; if not, use the newest e-mail, or sign up again.`)
};

export const follow_sign_up_again = /** @type {(inputs: Follow_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up again`)
};

export const follow_confirmed_title = /** @type {(inputs: Follow_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are following the band`)
};

export const follow_confirmed_lead = /** @type {(inputs: Follow_Confirmed_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will e-mail you when ${i?.band} announce a show within ${i?.within} of ${i?.place}. Every e-mail has a link to stop them.`)
};

export const follow_shows_near_you = /** @type {(inputs: Follow_Shows_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shows near you`)
};

export const follow_none_booked = /** @type {(inputs: Follow_None_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None booked yet: you will be the first to know.`)
};

export const follow_every_upcoming_show = /** @type {(inputs: Follow_Every_Upcoming_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every upcoming show`)
};

export const follow_stop_all_emails = /** @type {(inputs: Follow_Stop_All_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop all e-mails`)
};

export const follow_unsubscribe_lead = /** @type {(inputs: Follow_Unsubscribe_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One click, and your address, your place and everything else about you are deleted: no more e-mails from ${i?.band}.`)
};

export const follow_leave_failed = /** @type {(inputs: Follow_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not take you off the list just now: our list did not answer. Please follow the link in the e-mail again in a few minutes.`)
};

export const follow_bad_unsubscribe_link = /** @type {(inputs: Follow_Bad_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is missing part of its key. Open the e-mail and follow its link as it is.`)
};

export const follow_left_title = /** @type {(inputs: Follow_Left_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are off the list`)
};

export const follow_left = /** @type {(inputs: Follow_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are off the list: your address and your place are deleted, and ${i?.band} will not e-mail you again.`)
};

export const remind_box_heading = /** @type {(inputs: Remind_Box_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remind me`)
};

export const remind_box_lead_show = /** @type {(inputs: Remind_Box_Lead_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One e-mail about a day before the show, one when tickets go on sale, and word at once if it is cancelled, postponed or moved. Nothing else.`)
};

export const remind_box_lead_release = /** @type {(inputs: Remind_Box_Lead_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One e-mail on the day it comes out, with every place to hear it. Nothing else.`)
};

export const remind_email_label = /** @type {(inputs: Remind_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail`)
};

export const remind_consent_show = /** @type {(inputs: Remind_Consent_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me about this show only. I can stop it from any of those e-mails.`)
};

export const remind_consent_release = /** @type {(inputs: Remind_Consent_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail me on the day ${i?.title} comes out. I can stop it from that e-mail.`)
};

export const remind_submit_show = /** @type {(inputs: Remind_Submit_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remind me`)
};

export const remind_submit_release = /** @type {(inputs: Remind_Submit_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me on release day`)
};

export const remind_privacy = /** @type {(inputs: Remind_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the address is kept`)
};

export const remind_title_show = /** @type {(inputs: Remind_Title_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remind me: ${i?.show}`)
};

export const remind_title_release = /** @type {(inputs: Remind_Title_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Release day: ${i?.title}`)
};

export const remind_title = /** @type {(inputs: Remind_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remind me`)
};

export const remind_unknown_subject = /** @type {(inputs: Remind_Unknown_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing to be reminded of at this address: the show or release may have passed, or the link is wrong.`)
};

export const remind_show_passed = /** @type {(inputs: Remind_Show_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This show has passed or was cancelled: there is nothing left to remind you of.`)
};

export const remind_release_out = /** @type {(inputs: Remind_Release_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This release is already out: listen to it now on its page.`)
};

export const remind_email_missing = /** @type {(inputs: Remind_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address.`)
};

export const remind_email_invalid = /** @type {(inputs: Remind_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an e-mail address like name@example.com.`)
};

export const remind_consent_missing = /** @type {(inputs: Remind_Consent_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the box to agree to these e-mails.`)
};

export const remind_check_these = /** @type {(inputs: Remind_Check_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check this before sending again`)
};

export const remind_not_open = /** @type {(inputs: Remind_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminders open once the site can send e-mail.`)
};

export const remind_check_inbox_title = /** @type {(inputs: Remind_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const remind_check_inbox_lead = /** @type {(inputs: Remind_Check_Inbox_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that address can get the reminder, an e-mail is on its way: a link to confirm it, or word that it is set if the address was confirmed before.`)
};

export const remind_check_inbox_details = /** @type {(inputs: Remind_Check_Inbox_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A link works for ${i?.hours} hours at most. Nothing came? Look in your spam folder; a new e-mail can be asked for an hour after the last one.`)
};

export const remind_back = /** @type {(inputs: Remind_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the shows`)
};

export const remind_confirm_title = /** @type {(inputs: Remind_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your reminder`)
};

export const remind_confirm_lead = /** @type {(inputs: Remind_Confirm_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One click and the reminder is set.`)
};

export const remind_confirm_button = /** @type {(inputs: Remind_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const remind_confirmed_title = /** @type {(inputs: Remind_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reminder is set`)
};

export const remind_confirmed_show = /** @type {(inputs: Remind_Confirmed_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will e-mail you about ${i?.show}: a day before, when tickets go on sale, and at once if anything changes.`)
};

export const remind_confirmed_release = /** @type {(inputs: Remind_Confirmed_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will e-mail you on the day ${i?.title} comes out.`)
};

export const remind_link_forged_title = /** @type {(inputs: Remind_Link_Forged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

export const remind_link_forged_text = /** @type {(inputs: Remind_Link_Forged_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been cut short when it was copied. Ask for the reminder again from the show's page.`)
};

export const remind_link_expired_title = /** @type {(inputs: Remind_Link_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired`)
};

export const remind_link_expired_text = /** @type {(inputs: Remind_Link_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Links work for ${i?.hours} hours. Ask for the reminder again from its page.`)
};

export const remind_link_used_title = /** @type {(inputs: Remind_Link_Used_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link was already used`)
};

export const remind_link_used_text = /** @type {(inputs: Remind_Link_Used_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reminder is set, or it was stopped since. Ask again from its page if you want it.`)
};

export const remind_unavailable_title = /** @type {(inputs: Remind_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

export const remind_unavailable_text = /** @type {(inputs: Remind_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site could not save that just now. Try the link again in a few minutes.`)
};

export const remind_stop_title = /** @type {(inputs: Remind_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop e-mails`)
};

export const remind_stop_lead = /** @type {(inputs: Remind_Stop_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop this reminder alone, or every e-mail from ${i?.band} to this address (shows near you and every other reminder too).`)
};

export const remind_stop_this = /** @type {(inputs: Remind_Stop_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop this reminder`)
};

export const remind_stop_everything = /** @type {(inputs: Remind_Stop_EverythingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop every e-mail from ${i?.band}`)
};

export const remind_stopped_this = /** @type {(inputs: Remind_Stopped_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done: this reminder is stopped, and nothing more about it will be sent.`)
};

export const remind_stopped_everything = /** @type {(inputs: Remind_Stopped_EverythingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Done: ${i?.band} will send nothing more to this address, and it is deleted from the site.`)
};

export const remind_stopped_title = /** @type {(inputs: Remind_Stopped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped`)
};

export const remind_bad_stop_link = /** @type {(inputs: Remind_Bad_Stop_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not complete: open it again from the e-mail.`)
};

export const remind_stop_failed = /** @type {(inputs: Remind_Stop_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site could not stop it just now. Try again in a few minutes.`)
};

export const mail_remind_footer_show = /** @type {(inputs: Mail_Remind_Footer_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this e-mail because you asked to be reminded of this show.`)
};

export const mail_remind_footer_release = /** @type {(inputs: Mail_Remind_Footer_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this e-mail because you asked to hear when this release comes out.`)
};

export const mail_remind_confirm_subject = /** @type {(inputs: Mail_Remind_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm: a reminder for ${i?.what}`)
};

export const mail_remind_confirm_asked_show = /** @type {(inputs: Mail_Remind_Confirm_Asked_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, hopefully you, asked to be reminded of ${i?.band} at ${i?.what}.`)
};

export const mail_remind_confirm_asked_release = /** @type {(inputs: Mail_Remind_Confirm_Asked_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, hopefully you, asked for an e-mail on the day ${i?.band}'s ${i?.what} comes out.`)
};

export const mail_remind_confirm_action = /** @type {(inputs: Mail_Remind_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, remind me`)
};

export const mail_remind_confirm_how_long = /** @type {(inputs: Mail_Remind_Confirm_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works once, for at most ${i?.hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within ${i?.hours} hours.`)
};

export const mail_remind_set_subject = /** @type {(inputs: Mail_Remind_Set_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder set: ${i?.what}`)
};

export const mail_remind_set_show = /** @type {(inputs: Mail_Remind_Set_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address already gets the band's e-mails, so it was not asked again: you will hear about this show a day before, when tickets go on sale, and at once if anything changes.`)
};

export const mail_remind_set_release = /** @type {(inputs: Mail_Remind_Set_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This address already gets the band's e-mails, so it was not asked again: you will hear on the day ${i?.what} comes out.`)
};

export const mail_remind_soon_subject = /** @type {(inputs: Mail_Remind_Soon_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tomorrow: ${i?.band} at ${i?.where}`)
};

export const mail_remind_soon_lead = /** @type {(inputs: Mail_Remind_Soon_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reminder, as you asked: ${i?.band} play ${i?.when}.`)
};

export const mail_remind_on_sale_subject = /** @type {(inputs: Mail_Remind_On_Sale_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On sale now: ${i?.band} at ${i?.where}`)
};

export const mail_remind_on_sale_lead = /** @type {(inputs: Mail_Remind_On_Sale_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets are on sale now.`)
};

export const mail_remind_moved_subject = /** @type {(inputs: Mail_Remind_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved: ${i?.band} at ${i?.where}`)
};

export const mail_remind_moved = /** @type {(inputs: Mail_Remind_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The show on ${i?.date} has moved to ${i?.venue}. Your ticket is good there unless the seller tells you otherwise.`)
};

export const mail_remind_moved_undated = /** @type {(inputs: Mail_Remind_Moved_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The show has moved to ${i?.venue}. Your ticket is good there unless the seller tells you otherwise.`)
};

export const mail_remind_tickets_note = /** @type {(inputs: Mail_Remind_Tickets_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens to tickets bought already: the seller writes to every buyer; the show's page says what we know.`)
};

export const mail_remind_released_subject = /** @type {(inputs: Mail_Remind_Released_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out today: ${i?.title}`)
};

export const mail_remind_released_lead = /** @type {(inputs: Mail_Remind_Released_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}'s ${i?.title} is out today. Hear it here:`)
};

export const mail_remind_release_page = /** @type {(inputs: Mail_Remind_Release_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The release's page`)
};

export const press_title = /** @type {(inputs: Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit`)
};

export const press_description = /** @type {(inputs: Press_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The press kit of ${i?.band}: ${i?.pitch}`)
};

export const press_bookings = /** @type {(inputs: Press_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

export const press_email_bookings = /** @type {(inputs: Press_Email_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email bookings`)
};

export const press_download_pdf = /** @type {(inputs: Press_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the press kit (PDF)`)
};

export const press_booking_subject = /** @type {(inputs: Press_Booking_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking inquiry: ${i?.band}`)
};

export const press_short_bio = /** @type {(inputs: Press_Short_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short bio`)
};

export const press_genres = /** @type {(inputs: Press_GenresInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Genre`);
	return /** @type {LocalizedString} */ (`Genres`)
	
};

export const press_hometown = /** @type {(inputs: Press_HometownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hometown`)
};

export const press_photos = /** @type {(inputs: Press_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

export const press_photo_credit = /** @type {(inputs: Press_Photo_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo: ${i?.credit}`)
};

export const press_download = /** @type {(inputs: Press_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

export const press_photo_number = /** @type {(inputs: Press_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.number}`)
};

export const press_logo = /** @type {(inputs: Press_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo`)
};

export const press_download_svg = /** @type {(inputs: Press_Download_SvgInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download SVG`)
};

export const press_download_png = /** @type {(inputs: Press_Download_PngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PNG`)
};

export const press_of_the_logo = /** @type {(inputs: Press_Of_The_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of the logo`)
};

export const press_music = /** @type {(inputs: Press_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

export const press_streaming_services = /** @type {(inputs: Press_Streaming_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Streaming services`)
};

export const press_videos = /** @type {(inputs: Press_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

export const press_quotes = /** @type {(inputs: Press_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press`)
};

export const press_live = /** @type {(inputs: Press_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

export const press_shows = /** @type {(inputs: Press_ShowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} show`);
	return /** @type {LocalizedString} */ (`${i?.shown} shows`)
	
};

export const press_shows_played = /** @type {(inputs: Press_Shows_PlayedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`played`);
	return /** @type {LocalizedString} */ (`played`)
	
};

export const press_cities = /** @type {(inputs: Press_CitiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} city`);
	return /** @type {LocalizedString} */ (`${i?.shown} cities`)
	
};

export const press_on_the_road = /** @type {(inputs: Press_On_The_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on the road`)
};

export const press_first_show = /** @type {(inputs: Press_First_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first show`)
};

export const press_notable_shows = /** @type {(inputs: Press_Notable_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notable shows`)
};

export const press_engineer = /** @type {(inputs: Press_EngineerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the engineer`)
};

export const press_rider = /** @type {(inputs: Press_RiderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical rider`)
};

export const press_stage_plot = /** @type {(inputs: Press_Stage_PlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stage plot`)
};

export const press_input_list = /** @type {(inputs: Press_Input_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Input list`)
};

export const press_draw = /** @type {(inputs: Press_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw per market`)
};

export const press_city = /** @type {(inputs: Press_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const press_ticket_clicks = /** @type {(inputs: Press_Ticket_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tickets clicks`)
};

export const press_fans_nearby = /** @type {(inputs: Press_Fans_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans nearby`)
};

export const press_draw_note = /** @type {(inputs: Press_Draw_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get Tickets clicks are this site's own count of clicks on its Get Tickets links: each visitor once per show and day. They are not tickets sold. Fans nearby follow the band within reach of each city. Counted without cookies or addresses; a number under ${i?.threshold} is not shown.`)
};

export const press_fewer_than = /** @type {(inputs: Press_Fewer_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fewer than ${i?.threshold}`)
};

export const press_pdf_shows_played = /** @type {(inputs: Press_Pdf_Shows_PlayedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`show played`);
	return /** @type {LocalizedString} */ (`shows played`)
	
};

export const press_pdf_cities = /** @type {(inputs: Press_Pdf_CitiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`city`);
	return /** @type {LocalizedString} */ (`cities`)
	
};

export const press_pdf_about = /** @type {(inputs: Press_Pdf_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const press_pdf_line_up = /** @type {(inputs: Press_Pdf_Line_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line-up`)
};

export const press_pdf_footer = /** @type {(inputs: Press_Pdf_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos, logo and the full story: ${i?.url}`)
};

export const press_pdf_title = /** @type {(inputs: Press_Pdf_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: press kit`)
};

export const press_pdf_file_name = /** @type {(inputs: Press_Pdf_File_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} - press kit.pdf`)
};

export const share_date_to_be_announced = /** @type {(inputs: Share_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date to be announced`)
};

export const share_played = /** @type {(inputs: Share_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Played`)
};

export const share_out_soon = /** @type {(inputs: Share_Out_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out soon`)
};

export const mail_unsubscribe_now = /** @type {(inputs: Mail_Unsubscribe_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe at once`)
};

export const mail_footer_entered = /** @type {(inputs: Mail_Footer_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this e-mail because this address was entered on the band's site.`)
};

export const mail_footer_following = /** @type {(inputs: Mail_Footer_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this e-mail because you asked to hear when the band plays near you.`)
};

export const mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm: ${i?.band} shows near ${i?.place}`)
};

export const mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm you want to hear about ${i?.band} shows near ${i?.place}`)
};

export const mail_confirm_asked = /** @type {(inputs: Mail_Confirm_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, hopefully you, asked to get an e-mail whenever ${i?.band} announce a show within ${i?.within} of ${i?.place}.`)
};

export const mail_confirm_action = /** @type {(inputs: Mail_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, tell me about shows near me`)
};

export const mail_confirm_how_long = /** @type {(inputs: Mail_Confirm_How_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works once, for at most ${i?.hours} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within ${i?.hours} hours and you will hear nothing more.`)
};

export const mail_announce_subject_one = /** @type {(inputs: Mail_Announce_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} at ${i?.where}, ${i?.date}`)
};

export const mail_announce_subject_undated = /** @type {(inputs: Mail_Announce_Subject_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} at ${i?.where}`)
};

export const mail_announce_subject_many = /** @type {(inputs: Mail_Announce_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: ${i?.count} new shows near you`)
};

export const mail_announce_heading = /** @type {(inputs: Mail_Announce_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A new show near you`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} new shows near you`);
	return /** @type {LocalizedString} */ ("mail_announce_heading");
};

export const mail_announce_lead = /** @type {(inputs: Mail_Announce_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} just announced:`)
};

export const mail_change_show = /** @type {(inputs: Mail_Change_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The show at ${i?.where}`)
};

export const mail_change_show_on = /** @type {(inputs: Mail_Change_Show_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The show at ${i?.where} on ${i?.date}`)
};

export const mail_change_cancelled = /** @type {(inputs: Mail_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} is cancelled.`)
};

export const mail_change_postponed = /** @type {(inputs: Mail_Change_PostponedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} is postponed. We will write again when it has a new date.`)
};

export const mail_change_rescheduled = /** @type {(inputs: Mail_Change_RescheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} has moved to ${i?.date}.`)
};

export const mail_change_rescheduled_undated = /** @type {(inputs: Mail_Change_Rescheduled_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.show} has moved to a date to be announced.`)
};

export const mail_change_label_cancelled = /** @type {(inputs: Mail_Change_Label_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const mail_change_label_postponed = /** @type {(inputs: Mail_Change_Label_PostponedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postponed`)
};

export const mail_change_label_rescheduled = /** @type {(inputs: Mail_Change_Label_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date`)
};

export const mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.band} at ${i?.where}`)
};

export const mail_date_to_be_announced = /** @type {(inputs: Mail_Date_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date to be announced`)
};

export const mail_get_tickets = /** @type {(inputs: Mail_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tickets`)
};

export const mail_show_page = /** @type {(inputs: Mail_Show_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The show's page`)
};

export const mail_add_to_calendar = /** @type {(inputs: Mail_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

export const places_type_a_place = /** @type {(inputs: Places_Type_A_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a place: a city and state or country, such as "Tampa, FL" or "Toronto, Canada", or a ZIP or postal code, such as 33602 or M5V 3L9.`)
};

export const places_unknown = /** @type {(inputs: Places_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.typed}" is not a place we know: try a city and state or country, such as "Tampa, FL" or "Toronto, Canada", or a ZIP or postal code, such as 33602 or M5V 3L9.`)
};

export const places_unknown_code = /** @type {(inputs: Places_Unknown_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.code}" is not a ZIP or postal code we know: try another one nearby, or a city and state or country, such as "Tampa, FL" or "Toronto, Canada".`)
};

export const places_which_one = /** @type {(inputs: Places_Which_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.typed}" could be ${i?.choices} or ${i?.last}: add the state or country, such as "${i?.first}".`)
};