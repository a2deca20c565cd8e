import ActionData
import ActionDataStorage

/// Makes the changes another person or a device's sync makes to the two stores while the
/// page is open (``NoninterferenceChange``), written without history.
/// Each keeps the stores differing only in what the rules hide from the person.
struct NoninterferenceElsewhere {
    let reader: NoninterferenceReader
    let first: any ADDataProvider
    let second: any ADDataProvider

    func apply(_ change: NoninterferenceChange) async throws {
        switch change {
        case .renamed(let key, let name):
            for store in [first, second] {
                guard var item = try await store.load(Item.self, key: key) else { continue }
                item.name = name
                _ = try await store.save(item)
            }
        case .deleted(let key):
            for store in [first, second] {
                if let item = try await store.load(Item.self, key: key) { _ = try await store.delete(item) }
            }
        case .secretChanged(let key, let salt):
            guard let item = try await second.load(Item.self, key: key), try reader.isReadable(item) else { return }
            var generator = NoninterferenceGenerator(seed: salt)
            _ = try await second.save(generator.changing(try reader.secretFields(of: item), of: item))
        case .unreadableChanged(let key, let salt):
            let current = try await second.load(Item.self, key: key)
            let other = try await first.load(Item.self, key: key)
            for held in [current, other] {
                if let held, try reader.isReadable(held) { return }
            }
            var generator = NoninterferenceGenerator(seed: salt)
            if let current, generator.chance(1, in: 3) {
                _ = try await second.delete(current)
            } else if let unreadable = try generator.item(id: key, readable: false, by: reader.access) {
                _ = try await second.save(unreadable)
            }
        }
    }
}
