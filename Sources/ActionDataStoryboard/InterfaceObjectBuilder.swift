import ActionData

/// Turns raw XML elements into ``ADInterfaceObject`` trees.
///
/// An element with an `id` is an object unless it is one of the connection or layout
/// records listed in ``skipped``; elements without an id (`subviews`, `cells`,
/// `sections`) are looked through, so their objects become children of the nearest
/// enclosing object.
struct InterfaceObjectBuilder {
    /// Elements that carry an id but are relations, not objects.
    static let skipped: Set<String> = [
        "constraint", "segue", "outlet", "outletCollection", "action", "viewControllerLayoutGuide", "variation",
        "exit",
    ]

    func objects(in nodes: [XMLNode]) -> [ADInterfaceObject] {
        var result: [ADInterfaceObject] = []
        for node in nodes {
            if let object = object(from: node) {
                result.append(object)
            } else if node.name != "userDefinedRuntimeAttributes", !Self.skipped.contains(node.name) {
                result.append(contentsOf: objects(in: node.children))
            }
        }
        return result
    }

    private func object(from node: XMLNode) -> ADInterfaceObject? {
        guard let id = node.attributes["id"], !Self.skipped.contains(node.name) else { return nil }
        var properties = node.attributes
        for key in ["id", "customClass", "customModule", "key", "userLabel"] { properties[key] = nil }
        for child in node.children where child.name == "string" || child.name == "mutableString" {
            if let key = child.attributes["key"] { properties[key] = child.text }
        }
        return ADInterfaceObject(
            elementName: node.name, id: id, customClass: node.attributes["customClass"],
            customModule: node.attributes["customModule"], key: node.attributes["key"],
            userLabel: node.attributes["userLabel"], line: node.line, frame: frame(of: node), properties: properties,
            segmentTitles: segmentTitles(of: node), runtimeAttributes: runtimeAttributes(of: node),
            fontDescription: node.child("fontDescription", key: "fontDescription").map(FontDescription.font),
            children: objects(in: node.children))
    }

    private func frame(of node: XMLNode) -> ADInterfaceFrame? {
        let element = node.child("rect", key: "frame") ?? node.child("frame", key: "frameInset")
        guard let element else { return nil }
        func number(_ names: String...) -> Double {
            names.lazy.compactMap { element.attributes[$0].flatMap(Double.init) }.first ?? 0
        }
        return ADInterfaceFrame(x: number("x", "minX"), y: number("y", "minY"), width: number("width"), height: number("height"))
    }

    private func segmentTitles(of node: XMLNode) -> [String] {
        guard let segments = node.child("segments") else { return [] }
        return segments.children.filter { $0.name == "segment" }.map { $0.attributes["title"] ?? "" }
    }

    private func runtimeAttributes(of node: XMLNode) -> [ADRuntimeAttribute] {
        guard let list = node.child("userDefinedRuntimeAttributes") else { return [] }
        return list.children.filter { $0.name == "userDefinedRuntimeAttribute" }.map { element in
            let type = element.attributes["type"] ?? "string"
            let (value, valueLine) = runtimeValue(of: element, type: type)
            let isElementText = element.attributes["value"] == nil
                && element.children.contains { $0.attributes["key"] == "value" && ($0.name == "string" || $0.name == "mutableString") }
            return ADRuntimeAttribute(
                keyPath: element.attributes["keyPath"] ?? "", type: type, value: value, line: element.line, valueLine: valueLine,
                isElementText: isElementText)
        }
    }

    /// The value in any of its forms, and the line its text starts on.
    private func runtimeValue(of element: XMLNode, type: String) -> (ADValue, Int) {
        if let text = element.attributes["value"] {
            return (typed(text, type: type), element.line)
        }
        guard let child = element.children.first(where: { $0.attributes["key"] == "value" }) else {
            return (.null, element.line)
        }
        switch child.name {
        case "string", "mutableString":
            return (.string(child.text), child.line)
        case "integer":
            return (child.attributes["value"].flatMap { Int64($0) }.map(ADValue.int) ?? .null, child.line)
        case "real":
            return (child.attributes["value"].flatMap { Double($0) }.map(ADValue.double) ?? .null, child.line)
        case "boolean", "bool":
            return (.bool(child.attributes["value"] == "YES"), child.line)
        case "color":
            return (colorText(child).map(ADValue.string) ?? .null, child.line)
        default:
            return (child.attributes["value"].map(ADValue.string) ?? .string(child.text), child.line)
        }
    }

    private func typed(_ text: String, type: String) -> ADValue {
        switch type {
        case "boolean": .bool(text == "YES")
        case "number": Int64(text).map(ADValue.int) ?? Double(text).map(ADValue.double) ?? .string(text)
        default: .string(text)
        }
    }

    /// `#RRGGBBAA` for a `<color>` with red/green/blue (0–1) or white components.
    private func colorText(_ node: XMLNode) -> String? {
        func component(_ name: String) -> Double? { node.attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        let alpha = component("alpha") ?? 1
        let channels: [Double]
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            channels = [red, green, blue, alpha]
        } else if let white = component("white") {
            channels = [white, white, white, alpha]
        } else {
            return nil
        }
        let color = channels.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        return ADColor(red: color[0], green: color[1], blue: color[2], alpha: color[3]).hex
    }
}
