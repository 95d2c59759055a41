import TribeData

/// The words TribePress itself puts into pages and feeds, by their key in the strings files;
/// templates name the rest themselves (`{{words.nextTwoWeeks}}`).
enum Word: String, CaseIterable, Sendable {
    case members, planner, calendarFeeds, trips, agenda, year
    case fromTo, contactsNote, downloadFile
    case feedsWholeFamily, feedsCategories
    case feedTribeDescription, feedMemberDescription, feedMemberAcceptedDescription, feedNoCategory,
        feedNoCategoryDescription
    case feedCategoryDescription, feedTripDescription
    case addAllContacts, otherContacts
    case memberPlanner, nextWeeks, nothingFrom, memberFeed, memberSubscribe, downloadMemberCalendar
    case tipsRestaurants, tipsHotels, tipsParks, tipsMuseums, tipsShops, tipsFestivals, tipsClubs, tipsCafes
    case tipsOther
    case nights, dayTrip
    case agendaOfMonth, events, plannerOf, more, allDay, until, zoneTime, tripTitle, weeks, weekNumber
    case organiser, invited, accepted, alsoAccepted, travellingNames, reminder, tripCategory, unknownMember
    case categoryNone, categoryCelebration, categoryClub, categoryEducation, categoryMedical, categoryMusic
    case categoryOther, categoryOuting, categoryPets, categoryShopping, categorySport, categoryVacation
    case categoryWork
}

extension PageWords {
    /// An event category's label in the site's language ("Medical", "Médical").
    func label(_ category: EventCategory) -> String {
        switch category {
        case .none: return self(.categoryNone)
        case .celebration: return self(.categoryCelebration)
        case .club: return self(.categoryClub)
        case .education: return self(.categoryEducation)
        case .medical: return self(.categoryMedical)
        case .music: return self(.categoryMusic)
        case .other: return self(.categoryOther)
        case .outing: return self(.categoryOuting)
        case .pets: return self(.categoryPets)
        case .shopping: return self(.categoryShopping)
        case .sport: return self(.categorySport)
        case .vacation: return self(.categoryVacation)
        case .work: return self(.categoryWork)
        }
    }

    /// "1 night", "4 nights", "a day trip".
    func nights(_ count: Int) -> String {
        count < 1 ? self(.dayTrip) : self(.nights, count: count)
    }
}
