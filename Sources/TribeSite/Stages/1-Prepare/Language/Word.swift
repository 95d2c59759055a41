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
    case wallDisplay, wallOfflineSince, wallDataEnds, wallCannotKeepAwake, wallAsOf, wallNothing
    case countdownToday, countdownTomorrow, countdownDays, familyWeek, familyWeeks, familyWeeksApart, everyone,
        scanToSubscribe
    case weatherIn, weatherForecastOf, weatherCredit, weatherLabel
}

extension PageWords {
    /// An event category's label in the site's language ("Medical", "Médical").
    func label(_ category: EventCategory) -> String {
        categoryLabels[category.position]
    }

    /// "1 night", "4 nights", "a day trip".
    func nights(_ count: Int) -> String {
        count < 1 ? self(.dayTrip) : self(.nights, count: count)
    }
}

extension EventCategory {
    /// The word of the category's label.
    var word: Word {
        switch self {
        case .none: return .categoryNone
        case .celebration: return .categoryCelebration
        case .club: return .categoryClub
        case .education: return .categoryEducation
        case .medical: return .categoryMedical
        case .music: return .categoryMusic
        case .other: return .categoryOther
        case .outing: return .categoryOuting
        case .pets: return .categoryPets
        case .shopping: return .categoryShopping
        case .sport: return .categorySport
        case .vacation: return .categoryVacation
        case .work: return .categoryWork
        }
    }

    /// Where the category stands in `allCases`.
    var position: Int {
        switch self {
        case .none: return 0
        case .celebration: return 1
        case .club: return 2
        case .education: return 3
        case .medical: return 4
        case .music: return 5
        case .other: return 6
        case .outing: return 7
        case .pets: return 8
        case .shopping: return 9
        case .sport: return 10
        case .vacation: return 11
        case .work: return 12
        }
    }
}
